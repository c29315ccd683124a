// Generates imports/<cdk>/crusoe offline from schema/crusoe-provider-<version>.json with the CDK's own
// provider generator (the code `cdktn get` / `cdktf get` runs), feeding the schema through its schema
// cache so no Terraform or registry is needed.
// Usage: node tools/bindings/generate.js <cdktn|cdktf> [outdir]
// (run `npm ci` in tools/bindings/<cdk> first; `make bindings` does both for both CDKs).
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");

const GENERATORS = {
  cdktn: { generator: "@cdktn/provider-generator", commons: "@cdktn/commons" },
  cdktf: { generator: "@cdktf/provider-generator", commons: "@cdktf/commons" },
};
// cdktn suffixes its schema cache key with the local terraform's name and minor version; point it at
// no binary so the key is always "<fqn>@<constraint>@unknown-cli", whatever is installed here.
process.env.TERRAFORM_BINARY_NAME = "crusoe-ib-bindings-no-terraform";

async function main() {
  const cdk = process.argv[2];
  if (!GENERATORS[cdk]) {
    throw new Error(`usage: node generate.js <${Object.keys(GENERATORS).join("|")}> [outdir] (got ${JSON.stringify(cdk)})`);
  }
  const from = (name) => require(require.resolve(name, { paths: [path.join(__dirname, cdk)] }));
  const { ConstructsMaker } = from(GENERATORS[cdk].generator);
  const { Language, TerraformProviderConstraint } = from(GENERATORS[cdk].commons);

  const repo = path.resolve(__dirname, "..", "..");
  const config = JSON.parse(fs.readFileSync(path.join(repo, "cdktf.json"), "utf8"));
  const outdir = path.resolve(process.argv[3] || path.join(repo, "imports", cdk));
  const [spec] = config.terraformProviders;
  const constraint = new TerraformProviderConstraint(spec);
  const schemaFile = fs.readdirSync(path.join(repo, "schema")).find((f) => f.startsWith("crusoe-provider-"));
  const exactVersion = schemaFile.replace(/^crusoe-provider-|\.json$/g, "");
  const schema = JSON.parse(fs.readFileSync(path.join(repo, "schema", schemaFile), "utf8"));
  // Pins required_providers in the generated provider class to the schema's exact version.
  schema.provider_versions = { [`registry.terraform.io/${spec.source}`]: exactVersion };

  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "crusoe-schema-"));
  const key = `${encodeURIComponent(constraint.fqn)}@${encodeURIComponent(constraint.version || "")}`;
  for (const name of [key, `${key}@unknown-cli`]) {
    fs.writeFileSync(path.join(cacheDir, `${name}.json`), JSON.stringify(schema));
  }

  fs.rmSync(path.join(outdir, constraint.name), { recursive: true, force: true });
  const maker = new ConstructsMaker(
    { codeMakerOutput: outdir, targetLanguage: Language.PYTHON },
    cacheDir,
  );
  await maker.generate([constraint]);
  fs.rmSync(cacheDir, { recursive: true, force: true });
  console.log(`generated ${path.relative(repo, path.join(outdir, constraint.name))} (${cdk}) from schema/${schemaFile}`);
}

main().catch((err) => {
  console.error(`bindings generation failed: ${err && err.stack ? err.stack : err}`);
  process.exit(1);
});
