import { afterEach, describe, expect, it, vi } from 'vitest';

// Dates, numbers and sizes are written as each language writes them, by Intl; where a browser's Intl
// lacks a language (Chromium's ICU has no Luxembourgish), the nearest locale it has, never English.
describe('the locale handed to Intl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('is the language itself where Intl knows it', async () => {
    const { intl } = await import('../../src/ui/i18n');
    for (const lang of ['en', 'da', 'de', 'fr'] as const) expect(intl(lang)).toBe(lang);
  });

  it("is Luxembourg's German where Intl has no Luxembourgish, so a date is 06.12.2026, not Dec 6, 2026", async () => {
    const known = Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat);
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales) => known(locales).filter((l) => !l.startsWith('lb')));
    const { fill, intl } = await import('../../src/ui/i18n');
    expect(intl('lb')).toBe('de-LU');
    expect(new Intl.DateTimeFormat(intl('lb'), { dateStyle: 'medium' }).format(new Date(2026, 11, 6))).toBe('06.12.2026');
    // Numbers in sentences too: a thousand as 1.000.
    expect(fill('{count, plural, one {# Partie} other {# Partien}}', { count: 1000 }, 'lb')).toBe('1.000 Partien');
  });

  it('writes sizes with the language’s units: 72 kB, 72 ko, 1,5 Mo', async () => {
    const { bytesWords } = await import('../../src/ui/dialogs/backup');
    expect(bytesWords(72 * 1024, 'en')).toBe('72 kB');
    expect(bytesWords(72 * 1024, 'fr').replace(/\s/g, ' ')).toBe('72 ko');
    expect(bytesWords(1.5 * 1024 * 1024, 'fr').replace(/\s/g, ' ')).toBe('1,5 Mo');
    expect(bytesWords(100, 'de')).toBe('1 kB');
  });
});
