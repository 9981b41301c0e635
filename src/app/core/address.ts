import { DEFAULT_RULE, isRule, parseCode, type CodeResult, type Rule } from '../../engine';

/**
 * What an address asks for: a game by its code (`?code=YU1-C-AAAAAAB`, a shared link), a new deal
 * of a rule (`?new=classic`) or the daily deal (`?daily=relaxed`), the last two from the installed
 * app's shortcuts. Null when it asks for nothing.
 */
export type Intent = { readonly kind: 'code'; readonly code: CodeResult } | { readonly kind: 'new' | 'daily'; readonly rule: Rule };

export function readIntent(search: string): Intent | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (code !== null) return { kind: 'code', code: parseCode(code) };
  for (const kind of ['new', 'daily'] as const) {
    const rule = params.get(kind);
    if (rule !== null) return { kind, rule: isRule(rule) ? rule : DEFAULT_RULE };
  }
  return null;
}

/**
 * The address's intent, read once; the address then forgets it, so that a reload resumes the game
 * instead of dealing it again.
 */
export function takeAddressIntent(): Intent | null {
  const intent = readIntent(location.search);
  if (intent) history.replaceState(null, '', location.pathname);
  return intent;
}
