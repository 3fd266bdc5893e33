// Run first by `npm run deploy` (bundled by esbuild, run with node): refuses to deploy while business-facts.ts
// still holds placeholders, before anything is built, migrated or uploaded.
import { launchReport } from './launch-report';

const report = launchReport();
if (report.ok) {
  console.log(report.text);
} else {
  console.error(report.text);
  process.exit(1);
}
