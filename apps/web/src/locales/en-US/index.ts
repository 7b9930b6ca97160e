/** Every en-US locale file by name (auth.json → auth): one chunk, loaded only when en-US is the language. */
const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });

export default Object.fromEntries(Object.entries(files).map(([file, texts]) => [file.slice(2, -'.json'.length), texts]));
