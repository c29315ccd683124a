// Generates imports/crusoe offline from schema/crusoe-provider-<version>.json with cdktf's own
// provider generator (the code `cdktf get` runs), feeding the schema through its schema cache so
// no Terraform or registry is needed. Usage: node tools/bindings/generate.js [outdir]
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");
const { ConstructsMaker } = require("@cdktf/provider-generator");
const { Language, TerraformProviderConstraint } = require("@cdktf/commons");

async function main() {
  const repo = path.resolve(__dirname, "..", "..");
  const config = JSON.parse(fs.readFileSync(path.join(repo, "cdktf.json"), "utf8"));
  const outdir = path.resolve(process.argv[2] || path.join(repo, config.codeMakerOutput));
  const [spec] = config.terraformProviders;
  const constraint = new TerraformProviderConstraint(spec);
  const schemaFile = fs.readdirSync(path.join(repo, "schema")).find((f) => f.startsWith("crusoe-provider-"));
  const exactVersion = schemaFile.replace(/^crusoe-provider-|\.json$/g, "");
  const schema = JSON.parse(fs.readFileSync(path.join(repo, "schema", schemaFile), "utf8"));
  // Pins required_providers in the generated provider class to the schema's exact version.
  schema.provider_versions = { [`registry.terraform.io/${spec.source}`]: exactVersion };

  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "crusoe-schema-"));
  const key = `${encodeURIComponent(constraint.fqn)}@${encodeURIComponent(constraint.version || "")}`;
  fs.writeFileSync(path.join(cacheDir, `${key}.json`), JSON.stringify(schema));

  fs.rmSync(path.join(outdir, constraint.name), { recursive: true, force: true });
  const maker = new ConstructsMaker(
    { codeMakerOutput: outdir, targetLanguage: Language.PYTHON },
    cacheDir,
  );
  await maker.generate([constraint]);
  fs.rmSync(cacheDir, { recursive: true, force: true });
  console.log(`generated ${path.relative(repo, path.join(outdir, constraint.name))} from schema/${schemaFile}`);
}

main().catch((err) => {
  console.error(`bindings generation failed: ${err && err.stack ? err.stack : err}`);
  process.exit(1);
});
