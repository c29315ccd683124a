"""The settings layer: settings classes and their synth-time rules, importable without the CDK.

Each module here holds the settings of one area (``backend``, ``capacity``, ``k3s``,
``managed_kubernetes``, ``network``, ``node_pool``, ``partition``, ``slurm``, ``torchrun``,
``verification``); ``resolved_environment`` holds them validated once, for an environment's
constructs (``ResolvedEnvironment``). The layer imports nothing of cdktn/cdktf/jsii, so a config
check, an editor plug-in or a CI lint of environments validates settings without starting Node. The construct modules re-export their classes
(``from crusoe_ib.ib_capacity_guard import CapacitySettings`` keeps working).
tests/test_settings_layer.py imports every module here with the CDK blocked, and names the settings
classes that still live beside their constructs.
"""
