"""Per-environment stacks: typed environment configs composed from the crusoe_ib constructs."""
