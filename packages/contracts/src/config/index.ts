// The configuration packages area (issue 32, business.md §3–§5): what each device runs and may use.
export * from './config-names';
