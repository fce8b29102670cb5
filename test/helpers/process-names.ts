import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Names that cross the process boundary to Temporal (workflow types, signal, query and update names), spelled as
 * string literals where the typed references should be used: the workflow function and its `.name`, and the
 * definitions `workflows/` exports (STYLE, "Names that cross a process boundary").
 */
export interface CrossProcessNames {
  workflows: ReadonlySet<string>;
  messages: ReadonlySet<string>;
}

export interface NameHit {
  file: string;
  line: number;
  literal: string;
}

const DEFINITIONS = new Set(['defineSignal', 'defineQuery', 'defineUpdate']);
// A signal's or query's name is a common word ('status', 'deny'): it is a hit only where Temporal reads it.
const MESSAGE_CALLS = new Set([...DEFINITIONS, 'signal', 'query', 'executeUpdate', 'startUpdate']);
const MESSAGE_PROPERTIES = new Set(['signal', 'query', 'update']);

function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

function isText(node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** Where a literal's value goes, past parentheses, casts and the branches of `?:`, `||` and `??`. */
function destination(literal: ts.Node): { node: ts.Node; parent: ts.Node } {
  let node = literal;
  for (;;) {
    const parent = node.parent;
    const passesThrough =
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      (ts.isConditionalExpression(parent) && parent.condition !== node) ||
      (ts.isBinaryExpression(parent) &&
        (parent.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
          parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken));
    if (!passesThrough) return { node, parent };
    node = parent;
  }
}

function inMessagePosition(literal: ts.Node): boolean {
  const { node, parent } = destination(literal);
  if (ts.isCallExpression(parent)) {
    const name = calleeName(parent);
    return parent.arguments[0] === node && name !== undefined && MESSAGE_CALLS.has(name);
  }
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    return (ts.isIdentifier(parent.name) || isText(parent.name)) && MESSAGE_PROPERTIES.has(parent.name.text);
  }
  return false;
}

/** The string literals of a source text that spell a workflow type, or a message name where Temporal reads it. */
export function findNameLiterals(file: string, text: string, names: CrossProcessNames): NameHit[] {
  const source = parse(file, text);
  const hits: NameHit[] = [];
  walk(source, (node) => {
    if (!isText(node)) return;
    const named =
      names.workflows.has(node.text) || (names.messages.has(node.text) && inMessagePosition(node));
    if (named) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      hits.push({ file, line, literal: node.text });
    }
  });
  return hits;
}

/** The names given to `defineSignal`, `defineQuery` and `defineUpdate` in a source text. */
export function definedMessageNames(file: string, text: string): string[] {
  const names: string[] = [];
  walk(parse(file, text), (node) => {
    if (!ts.isCallExpression(node)) return;
    const name = calleeName(node);
    const first = node.arguments[0];
    if (name !== undefined && DEFINITIONS.has(name) && first && isText(first)) names.push(first.text);
  });
  return names;
}

const SKIPPED = new Set(['node_modules', 'clients', 'dist']);

/** Every .ts file under a folder, relative to it, leaving out dependencies, generated code and dot folders. */
export function typeScriptFiles(root: string, under = ''): string[] {
  return readdirSync(path.join(root, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory())
      return entry.name.startsWith('.') || SKIPPED.has(entry.name) ? [] : typeScriptFiles(root, relative);
    return entry.isFile() && entry.name.endsWith('.ts') ? [relative] : [];
  });
}

export function readSource(root: string, file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}
