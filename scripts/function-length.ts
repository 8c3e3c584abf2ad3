/**
 * How many lines of its own each function of a source file has: the lines from its first
 * token to its last, less the lines that a function nested in it covers. A React component
 * is a function like any other; so are methods, accessors, constructors and callbacks.
 */
import ts from 'typescript'

export interface FunctionLength {
  /** The enclosing functions' names and its own, joined by ` > ` (`createApp > app.get('/x')`). */
  name: string
  /** Its first line, 1-based. */
  line: number
  /** Its lines less those of the functions nested in it. */
  ownLines: number
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node)

export function functionLengths(path: string, source: string): FunctionLength[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, kind)
  const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line + 1
  const found: FunctionLength[] = []

  /** Visits `node`'s subtree; returns the line ranges of the outermost functions in it. */
  function visit(node: ts.Node, scope: string): [number, number][] {
    if (isFunction(node) && node.body) {
      const first = lineOf(node.getStart(file))
      const last = lineOf(node.getEnd())
      const name = scope ? `${scope} > ${nameOf(node, file)}` : nameOf(node, file)
      const nested = children(node, name)
      const covered = new Set<number>()
      for (const [from, to] of nested) for (let line = from; line <= to; line++) covered.add(line)
      let ownLines = 0
      for (let line = first; line <= last; line++) if (!covered.has(line)) ownLines++
      found.push({ name, line: first, ownLines })
      return [[first, last]]
    }
    return children(node, scope)
  }

  function children(node: ts.Node, scope: string): [number, number][] {
    const ranges: [number, number][] = []
    ts.forEachChild(node, (child) => {
      ranges.push(...visit(child, scope))
    })
    return ranges
  }

  visit(file, '')
  return found.sort((a, b) => a.line - b.line)
}

/**
 * A name that survives edits around it (no line numbers): the function's own, the variable
 * or property it is assigned to, or for a callback the call it is handed to.
 */
function nameOf(node: ts.FunctionLikeDeclaration, file: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return `${classNameOf(node)}.constructor`
  if (node.name && !ts.isFunctionExpression(node)) {
    const own = node.name.getText(file)
    return ts.isClassLike(node.parent) ? `${classNameOf(node)}.${own}` : own
  }
  // Through wrappers such as memo(…), forwardRef(…), (…) and `as`, to what holds the function.
  let holder: ts.Node = node
  while (
    ts.isParenthesizedExpression(holder.parent) ||
    ts.isAsExpression(holder.parent) ||
    ts.isSatisfiesExpression(holder.parent) ||
    (ts.isCallExpression(holder.parent) &&
      holder.parent.arguments.length === 1 &&
      ts.isVariableDeclaration(holder.parent.parent))
  )
    holder = holder.parent
  const parent = holder.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText(file)
  if (ts.isPropertyDeclaration(parent)) return `${classNameOf(parent)}.${parent.name.getText(file)}`
  if (ts.isFunctionExpression(node) && node.name) return node.name.getText(file)
  if (ts.isExportAssignment(parent)) return 'default'
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(file).replace(/\s+/g, '')
    const first = parent.arguments[0]
    const label = first && ts.isStringLiteralLike(first) ? `'${first.text}'` : ''
    return `${callee}(${label})`
  }
  return '<function>'
}

function classNameOf(member: ts.Node): string {
  const owner = member.parent
  return ts.isClassLike(owner) && owner.name ? owner.name.text : '<class>'
}
