// The configuration packages area (issue 32, business.md §3–§5): what each device runs and may use.
export * from './config-names';
export * from './config-pack';
export * from './effective';
export * from './general-config';
export * from './legacy';
export * from './mask-config';
export * from './product-config';
export * from './revisioned-fields';
export * from './revisions';
export * from './special-config';
