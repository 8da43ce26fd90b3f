// Shared set-up for unit tests. Component tests opt into jsdom with `// @vitest-environment jsdom`.
export {};
