// How far a parsed input (a request body, a query string) may nest, and how many values it may
// hold. Every later walk over it (ours, Strapi's, the database's `$in`) is recursive or costs a
// variable per value: a body nested 20,000 levels overflows the stack (a 500), one with 40,000 ids
// in a relation exceeds SQLite's variables (a 500). Checked once, right after parsing.
export const INPUT_LIMITS = { depth: 32, values: 10_000 };

/**
 * What qs may build from a query string (`strapi::query`, config/middlewares.ts): Strapi's own depth
 * and array limit, and past the depth a RangeError (`strictDepth`) instead of one odd key.
 */
export const QUERY_STRING = { depth: 20, arrayLimit: 100, parameterLimit: 1000, strictDepth: true };

export type ShapeProblem = { kind: 'deep' | 'many'; limit: number };

/**
 * The first limit a parsed value exceeds, or null. Iterative (an explicit stack, no recursion); it
 * stops at the first container past a limit, so it visits at most `values` values.
 */
export const inputShapeProblem = (value: unknown, limits = INPUT_LIMITS): ShapeProblem | null => {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  let values = 1;
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    // A container at depth d is the (d+1)-th level of nesting.
    if (depth >= limits.depth) return { kind: 'deep', limit: limits.depth };
    const children = Array.isArray(node) ? node : Object.values(node);
    values += children.length;
    if (values > limits.values) return { kind: 'many', limit: limits.values };
    for (const child of children) stack.push({ node: child, depth: depth + 1 });
  }
  return null;
};

/** The German refusal of a problem (messages/input.ts). */
export const shapeRefusal = (problem: ShapeProblem, messages: { tooDeep(n: number): string; tooManyValues(n: number): string }) =>
  problem.kind === 'deep' ? messages.tooDeep(problem.limit) : messages.tooManyValues(problem.limit);
