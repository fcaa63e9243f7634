// The client's access rules by concern: roles, rules, menus and landing paths, and the auth paths.
export * from './roles';
export * from './rules';
export * from './menus';
export * from './authPaths';
