import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import ar from '../../src/locales/ar.json';
import en from '../../src/locales/en.json';
import fr from '../../src/locales/fr.json';
import { PLATFORM_MESSAGES } from '../../src/contract/platform-messages.ts';

/**
 * The translation check of issue 8: every key the code asks for exists in English, and every complete language
 * has exactly English's keys with the same {{placeholders}}, so no member ever sees a key or an English fallback.
 */
const COMPLETE = { ar, fr };
const english: Record<string, string> = en.translations;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Usage = { key: string; isPrefix: boolean; where: string };

/** Every first argument of a call to `t(…)`: literal keys, both sides of a condition, and template prefixes. */
function usagesIn(path: string): Usage[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Usage[] = [];
  const where = (node: ts.Node) =>
    `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const keysOf = (node: ts.Expression): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      found.push({ key: node.text, isPrefix: false, where: where(node) });
    else if (ts.isTemplateExpression(node) && node.head.text)
      found.push({ key: node.head.text, isPrefix: true, where: where(node) });
    else if (ts.isConditionalExpression(node)) {
      keysOf(node.whenTrue);
      keysOf(node.whenFalse);
    } else if (ts.isParenthesizedExpression(node)) keysOf(node.expression);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      const [first] = node.arguments;
      if (first) keysOf(first);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `{{name}}` (portal and terminal) and `{name}` (the platform's own templates). */
const placeholders = (text: string) => [...text.matchAll(/\{\{?\s*(\w+)\s*\}\}?/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const usages = sourceFiles('src').flatMap(usagesIn);

  it('finds the keys the code uses (the scan itself works)', () => {
    expect(usages.length).toBeGreaterThan(300);
    expect(usages.map((usage) => usage.key)).toContain('menu.myTournaments');
  });

  it('has every key the code uses in English', () => {
    const missing = usages
      .filter(({ key, isPrefix }) =>
        isPrefix ? !Object.keys(english).some((known) => known.startsWith(key)) : !(key in english),
      )
      .map(({ key, where }) => `${key} (${where})`);
    expect(missing).toEqual([]);
  });

  it("has the platform's messages in English word for word, so the portal recognises them", () => {
    const drifted = Object.entries(PLATFORM_MESSAGES).flatMap(([catalogue, messages]) =>
      Object.entries(messages)
        .filter(([name, text]) => english[`platform.${catalogue}.${name}`] !== text)
        .map(([name]) => `platform.${catalogue}.${name}`),
    );
    expect(drifted).toEqual([]);
  });

  describe.each(Object.entries(COMPLETE))('%s', (_, language) => {
    const strings: Record<string, string> = language.translations;

    it('has every English key and no other', () => {
      expect(Object.keys(english).filter((key) => !(key in strings))).toEqual([]);
      expect(Object.keys(strings).filter((key) => !(key in english))).toEqual([]);
    });

    it('keeps the placeholders of each English string', () => {
      const differing = Object.keys(english).filter(
        (key) =>
          key in strings &&
          placeholders(english[key] ?? '').join() !== placeholders(strings[key] ?? '').join(),
      );
      expect(differing).toEqual([]);
    });

    it('translates rather than copies English', () => {
      const copied = Object.keys(english).filter(
        (key) => strings[key] === english[key] && /[a-z]{4,}/.test(english[key] ?? ''),
      );
      // Brand and product words stay as they are; anything else the same as English is untranslated.
      expect(copied.length).toBeLessThan(Object.keys(english).length * 0.05);
    });
  });
});
