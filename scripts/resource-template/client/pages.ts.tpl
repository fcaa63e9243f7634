// The __plural__ pages: one chunk, loaded on first use (index.ts).
export { __Singular__List } from './__Singular__List';
export { __Singular__Create } from './__Singular__Create';
export { __Singular__Edit } from './__Singular__Edit';
export { __Singular__Show } from './__Singular__Show';
