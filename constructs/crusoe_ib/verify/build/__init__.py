"""Build time: what makes the node's zipapp (:mod:`.zipapp`) and the generated docs (:mod:`.docs`:
docs/verify-rules.md and docs/thresholds.md; :mod:`.schema`: the ``--json`` document's JSON Schema and
docs/verify-json.md). Never shipped; imports the node side, which never imports it."""
