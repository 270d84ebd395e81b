// After `storybook build`: every *.stories.tsx file of the design system made it into the built Storybook's
// index with at least one story, so a story file that stopped compiling or exporting fails the step instead
// of silently vanishing from the catalogue.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const packageRoot = path.resolve(import.meta.dirname, '..');
const index = JSON.parse(readFileSync(path.join(packageRoot, 'storybook-static', 'index.json'), 'utf8'));
const indexed = new Set(
  Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => path.normalize(entry.importPath)),
);
const storyFiles = readdirSync(path.join(packageRoot, 'src'), { recursive: true })
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => path.normalize(`./src/${file}`));
const missing = storyFiles.filter((file) => !indexed.has(file));
if (missing.length > 0) {
  console.error(`Storybook has no stories from:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`Storybook: ${indexed.size} story files indexed, ${storyFiles.length} expected`);
