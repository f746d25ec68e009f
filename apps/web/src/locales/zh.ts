/**
 * The zh strings: each namespace's file as its own chunk, loaded on demand by `lib/i18n.ts`. This table is a chunk
 * of its own, loaded with the language (in the build, inside the `strings-zh` chunk of the first paint's strings),
 * so the app's entry does not carry every language's table (the home page's JS ceiling, decision 0012).
 */
export const loaders = import.meta.glob<Record<string, unknown>>('./zh/*.json', { import: 'default' });
