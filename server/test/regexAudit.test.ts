import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkSync } from 'recheck';
import ts from 'typescript';

// A pattern whose running time grows faster than its input (nested or adjacent
// quantifiers, an unanchored run before `$`) lets one request hold a node's event loop. Every
// regular expression the server runs, its own and the shared package's, is checked by recheck's
// automaton analysis, which proves a pattern linear or gives the input that makes it slow.

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const AUDITED = ['server/src', 'shared/src'];

interface Pattern {
  where: string;
  source: string;
  flags: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

/** Regular expression literals, and `new RegExp('…')` / `RegExp('…')` with a literal source. */
export function patternsIn(file: string, text: string): Pattern[] {
  const found: Pattern[] = [];
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const where = (node: ts.Node) => `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const end = literal.lastIndexOf('/');
      found.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      const [source, flags] = node.arguments ?? [];
      if (source && ts.isStringLiteralLike(source)) {
        found.push({ where: where(node), source: source.text, flags: flags && ts.isStringLiteralLike(flags) ? flags.text : '' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const verdict = ({ source, flags }: Pick<Pattern, 'source' | 'flags'>) => {
  const result = checkSync(source, flags, { timeout: 10_000 });
  return { status: result.status, complexity: result.status === 'vulnerable' ? result.complexity.summary : undefined, attack: result.status === 'vulnerable' ? result.attack.pattern : undefined };
};

describe('regular expressions the server runs', () => {
  it('tells a super-linear pattern from a linear one (the audit can fail)', () => {
    assert.equal(verdict({ source: '\\/+$', flags: '' }).status, 'vulnerable', 'a run of slashes before $ is quadratic');
    assert.equal(verdict({ source: '(.)\\/+$', flags: '' }).status, 'vulnerable');
    assert.equal(verdict({ source: '^(a+)+$', flags: '' }).status, 'vulnerable', 'nested quantifiers are exponential');
    assert.equal(verdict({ source: '^\\/(api|remotes)(\\/|$)', flags: '' }).status, 'safe');
  });

  it('finds literals and RegExp constructions in source', () => {
    const patterns = patternsIn('x.ts', "const a = /\\/+$/g; const b = new RegExp('^x+$', 'i'); const c = `/not/`;");
    assert.deepEqual(
      patterns.map(({ source, flags }) => ({ source, flags })),
      [
        { source: '\\/+$', flags: 'g' },
        { source: '^x+$', flags: 'i' },
      ],
    );
  });

  it('has no super-linear pattern in server/src or shared/src', () => {
    const patterns = AUDITED.flatMap(sourceFiles).flatMap((file) => patternsIn(file, readFileSync(path.join(ROOT, file), 'utf8')));
    assert.ok(patterns.length > 50, `found only ${patterns.length} patterns: the scan is broken`);
    const slow = patterns.map((pattern) => ({ ...pattern, ...verdict(pattern) })).filter(({ status }) => status !== 'safe');
    assert.deepEqual(slow, [], `not proven linear:\n${slow.map((p) => `${p.where} /${p.source}/${p.flags}: ${p.status} ${p.complexity ?? ''} (slow on ${p.attack ?? '?'})`).join('\n')}`);
  });
});
