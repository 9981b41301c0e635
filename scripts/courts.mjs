#!/usr/bin/env node
/**
 * Makes src/view/courts/*.svg, the classic deck's court portraits, from Adrian Kennard's CC0 deck
 * as packaged by @letele/playing-cards (React components). Run by hand, not by the build:
 *
 *   npm pack @letele/playing-cards@0.1.0 && tar xzf letele-playing-cards-0.1.0.tgz
 *   node scripts/courts.mjs package/dist/index.esm.js
 *
 * Each component is rendered to SVG text by a stand-in for React.createElement, then cropped to
 * its framed portrait (the card's corner indices are left out: the app draws its own index).
 */
import fs from 'node:fs';

const source = fs.readFileSync(process.argv[2] ?? 'package/dist/index.esm.js', 'utf8').replace(/^import .*$/gm, '');
const escape = (v) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const CAMEL = new Set(['viewBox', 'preserveAspectRatio', 'patternUnits', 'gradientUnits', 'gradientTransform', 'patternTransform', 'clipPathUnits']);
const name = (k) => (k === 'className' ? 'class' : k === 'xlinkHref' ? 'xlink:href' : k === 'xmlnsXlink' ? 'xmlns:xlink' : CAMEL.has(k) ? k : k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`));
const React = {
  createElement(tag, props, ...children) {
    const attributes = Object.entries(props ?? {})
      .filter(([k, v]) => v !== undefined && v !== null && !k.startsWith('aria-') && k !== 'title' && k !== 'titleId')
      .map(([k, v]) => ` ${name(k)}="${escape(v)}"`)
      .join('');
    return `<${tag}${attributes}>${children.flat().filter((c) => c !== null && c !== undefined && c !== false).join('')}</${tag}>`;
  },
};
const body = source.replace(/export \{([^}]*)\};/, (_, list) => `return {${list.replace(/(\w+) as (\w+)/g, '$2: $1')}};`);
const deck = new Function('React', '_extends', body)(React, Object.assign);

fs.mkdirSync('src/view/courts', { recursive: true });
for (const suit of 'SHDC') {
  for (const rank of 'JQK') {
    let svg = deck[`${suit}${rank.toLowerCase()}`]({});
    // The portrait's frame is 164.8 × 260.8 at (-82.4, -130.4): the view box keeps it and a hair around.
    svg = svg.replace(/^<svg[^>]*>/, '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="-83 -131 166 262" width="166" height="262">');
    svg = svg.replace('<rect width="239" height="335" x="-119.5" y="-167.5" rx="12" ry="12" fill="#fff" stroke="#000"></rect>', '');
    const prefix = /id="([A-Z]-[A-Z])_svg__/.exec(svg)?.[1];
    if (prefix) svg = svg.replaceAll(`${prefix}_svg__`, '');
    fs.writeFileSync(`src/view/courts/${rank}${suit}.svg`, svg);
  }
}
