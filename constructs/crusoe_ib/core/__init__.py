"""The plumbing every layer stands on, and which imports nothing of theirs: the CDK in one place
(``cdk``), the error catalogue (``errors``), Terraform expressions (``_hcl``), shell quoting
(``_shell``), the boot-script renderer (``_scripts``, over ``crusoe_ib/scripts/``), the settings base
(``_settings``), where a stack's Terraform runs (``stack_paths``) and the Terraform it needs
(``terraform_version``). tests/test_imports.py keeps it from importing upward.
"""
