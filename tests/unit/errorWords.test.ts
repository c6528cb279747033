import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * Every error a person sees is worded by `useErrorText`/`errorText` in their language: an Error's `.message` is
 * the developer's English (or the server's), never screen text. This walks the syntax of every component (.tsx)
 * and of every hook (use*.ts), and lists each `<error>.message` it reads.
 */
const SCANNED_ROOT = 'src';
/** Components, and the hooks that word things for them; worker-side and API code carry errors as data. */
const isScanned = (file: string) => file.endsWith('.tsx') || /^use[A-Z]\w*\.ts$/.test(path.basename(file));

/** Reads allowed, by file, with why. */
const ALLOWED: Record<string, string> = {
  'src/main.tsx':
    'the app could not start: no language has been chosen yet, and the developer needs the cause',
  'src/shared/forms/useServerAwareSubmit.ts':
    'reads the 422 message to translate it (translateValidationMessage)',
};

/** The names an error goes by; `fieldState.error` is react-hook-form's, whose messages our schemas word. */
const ERROR_NAME = /^(?:error|err|e|cause|failure|reason)$|Error$/;
const FORM_FIELD_ERROR = 'fieldState.error';

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** `a.b?.c` as text, or null for anything that is not a plain chain of names. */
function chainText(node: Node): string | null {
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'ChainExpression') return chainText(node.expression as Node);
  if (node.type === 'TSNonNullExpression') return chainText(node.expression as Node);
  if (node.type === 'MemberExpression' && !node.computed) {
    const object = chainText(node.object as Node);
    return object === null ? null : `${object}.${(node.property as Node).name as string}`;
  }
  return null;
}

function errorMessageReads(source: string, fileName: string): { line: number; text: string }[] {
  const program = parseAst(source, { lang: fileName.endsWith('.tsx') ? 'tsx' : 'ts' }, fileName) as unknown;
  const found: { line: number; text: string }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'MemberExpression' && !node.computed && (node.property as Node).name === 'message') {
      const object = chainText(node.object as Node);
      const last = object?.split('.').at(-1) ?? '';
      if (object !== null && object !== FORM_FIELD_ERROR && ERROR_NAME.test(last)) {
        found.push({ line: source.slice(0, node.start).split('\n').length, text: `${object}.message` });
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value);
  };
  visit(program);
  return found;
}

function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('error words', () => {
  it('finds an error message read inside JSX (the check itself works)', () => {
    const component = 'export const A = ({ q }) => <p>{t("failed", { reason: q.error.message })}</p>;';
    expect(errorMessageReads(component, 'A.tsx')).toEqual([{ line: 1, text: 'q.error.message' }]);
    const wording = 'const text = (error) => (error instanceof Error ? error.message : String(error));';
    expect(errorMessageReads(wording, 'B.tsx')).toEqual([{ line: 1, text: 'error.message' }]);
    const formField =
      'export const F = ({ fieldState }) => <input aria-label={fieldState.error?.message} />;';
    expect(errorMessageReads(formField, 'F.tsx')).toEqual([]);
  });

  it('shows no error message on screen untranslated: screens word errors through useErrorText', () => {
    const reads = sourceFiles(SCANNED_ROOT)
      .filter(isScanned)
      .flatMap((file) =>
        errorMessageReads(readFileSync(file, 'utf8'), file)
          .filter(() => ALLOWED[file] === undefined)
          .map((read) => `${file}:${read.line} ${read.text}`),
      );
    expect(reads).toEqual([]);
  });
});
