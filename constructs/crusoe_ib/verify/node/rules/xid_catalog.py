"""NVIDIA's Xid catalogue, as data: every Xid it documents for Ampere and newer GPUs, with its
mnemonic, meaning and NVIDIA's "Resolution Bucket (Immediate Action)", and the action the fleet
takes (``user``, ``reset``, ``replace``: :mod:`.xid`).

Source: NVIDIA, "Analyzing Xid Errors with the Xid Catalog",
https://docs.nvidia.com/deploy/xid-errors/analyzing-xid-catalog.html (the catalogue lists Xid 1-172;
its newest rows name GPU driver R575 / CUDA 12.9; the page carries no version or date of its own,
so this table is dated by when it was read: 2026-11). Rows the catalogue marks "Unused" (applies to
no GPU) are left out; :func:`.xid.meaning` says so for them.

The action follows the immediate action: RESTART_APP, IGNORE, CHECK_APP/CUDA, CHECK_UVM, UPDATE_SWFW
and the application workflows (WORKFLOW_XID_13/31/45) are ``user``; RESET_GPU, RESTART_VM and the
NVLink and Xid 48 workflows are ``reset``; CONTACT_SUPPORT and CHECK_MECHANICALS (hardware the VM cannot
fix) are ``replace``. Where the fleet acts otherwise, ``why`` says so.
"""

from __future__ import annotations

REPLACE, RESET, USER = "replace", "reset", "user"

_NVLINK5 = ("the message's own word decides: 'Nonfatal' is the user's (the catalogue's subcode table: IGNORE), "
            "'Fatal' a reset")

#: Xid -> (mnemonic, meaning, NVIDIA immediate action, fleet action, why the fleet action differs or "")
CATALOG = {
    8: ("ROBUST_CHANNEL_FIFO_ERROR_IDLE_TIMEOUT", "GPU stopped processing", "RESTART_APP", USER, ""),
    11: ("ROBUST_CHANNEL_GR_ERROR_MISSING_HW", "Invalid or corrupted push buffer stream", "RESTART_APP", USER, ""),
    13: ("ROBUST_CHANNEL_GR_EXCEPTION", "Graphics Engine Exception (usually the application's out-of-range access)",
         "RESTART_APP", USER, ""),
    14: ("ROBUST_CHANNEL_FAKE_ERROR", "Fake or injected error from userspace", "IGNORE", USER, ""),
    25: ("ROBUST_CHANNEL_GR_ILLEGAL_NOTIFY", "Invalid or illegal push buffer stream", "RESTART_APP", USER, ""),
    31: ("ROBUST_CHANNEL_FIFO_ERROR_MMU_ERR_FLT", "GPU memory page fault (usually the application's illegal access)",
         "RESTART_APP", USER, ""),
    32: ("ROBUST_CHANNEL_PBDMA_ERROR", "Invalid or corrupted push buffer stream (DMA controller fault, often PCIe quality)",
         "RESTART_APP", USER, ""),
    37: ("ROBUST_CHANNEL_FECS_ERR_UNIMP_FIRMWARE_METHOD", "Driver firmware error", "IGNORE", USER, ""),
    38: ("ROBUST_CHANNEL_FECS_ERR_WATCHDOG_TIMEOUT", "Driver firmware error", "IGNORE", USER, ""),
    39: ("ROBUST_CHANNEL_CE0_ERROR", "Copy Engine Exception", "RESTART_APP", USER, ""),
    40: ("ROBUST_CHANNEL_CE1_ERROR", "Copy Engine Exception", "RESTART_APP", USER, ""),
    41: ("ROBUST_CHANNEL_CE2_ERROR", "Copy Engine Exception", "RESTART_APP", USER, ""),
    43: ("ROBUST_CHANNEL_RESETCHANNEL_VERIF_ERROR", "GPU stopped processing (the application hit a fault; the GPU stays "
         "healthy)", "IGNORE", USER, ""),
    44: ("ROBUST_CHANNEL_GR_FAULT_DURING_CTXSW", "Graphics Engine fault during context switch", "IGNORE", USER, ""),
    45: ("ROBUST_CHANNEL_PREEMPTIVE_REMOVAL", "Preemptive cleanup, due to previous errors", "WORKFLOW_XID_45", USER,
         "Solo: restart the application; not solo: judged by the other Xid (its cause)"),
    46: ("ROBUST_CHANNEL_GPU_TIMEOUT_ERROR", "GPU stopped processing", "RESET_GPU", RESET, ""),
    48: ("ROBUST_CHANNEL_GPU_ECC_DBE", "Double Bit ECC Error (uncorrectable)", "WORKFLOW_XID_48", RESET, ""),
    54: ("SILENT_RUNNING_PWR_REDUCED_CLOCKING", "Auxiliary power is not connected to the GPU board", "CHECK_MECHANICALS",
         REPLACE, ""),
    60: ("ROBUST_CHANNEL_SEC2_ERROR", "Video processor exception", "RESTART_APP", USER, ""),
    62: ("PMU_HALT_ERROR", "Internal micro-controller halt", "RESET_GPU", RESET, ""),
    63: ("INFOROM_DRAM_RETIREMENT_EVENT", "GPU memory remapping event (row remap or page retirement recorded)", "IGNORE",
         RESET, "the remap takes effect at the next GPU reset (NVIDIA, GPU Memory Error Management): reset before reuse"),
    64: ("INFOROM_DRAM_RETIREMENT_FAILURE", "GPU memory remapping failure", "RESET_GPU", REPLACE,
         "a failed remap leaves the bad row in use; NVIDIA's GPU Memory Error Management calls for replacing the GPU"),
    66: ("ROBUST_CHANNEL_FECS_ERR_REG_ACCESS_VIOLATION", "Illegal access by driver", "IGNORE", USER, ""),
    67: ("ROBUST_CHANNEL_FECS_ERR_VERIF_VIOLATION", "Illegal access by driver", "IGNORE", USER, ""),
    68: ("ROBUST_CHANNEL_NVDEC0_ERROR", "NVDEC0 Exception", "RESTART_APP", USER, ""),
    69: ("ROBUST_CHANNEL_GR_CLASS_ERROR", "Graphics Engine class error", "RESTART_APP", USER, ""),
    70: ("ROBUST_CHANNEL_CE3_ERROR", "CE3: Unknown Error", "RESTART_APP", USER, ""),
    71: ("ROBUST_CHANNEL_CE4_ERROR", "CE4: Unknown Error", "RESTART_APP", USER, ""),
    72: ("ROBUST_CHANNEL_CE5_ERROR", "CE5: Unknown Error", "RESTART_APP", USER, ""),
    74: ("NVLINK_ERROR", "NVLink Error", "WORKFLOW_NVLINK_ERR", RESET, ""),
    75: ("ROBUST_CHANNEL_CE6_ERROR", "CE6: Unknown Error", "RESTART_APP", USER, ""),
    76: ("ROBUST_CHANNEL_CE7_ERROR", "CE7: Unknown Error", "RESTART_APP", USER, ""),
    77: ("ROBUST_CHANNEL_CE8_ERROR", "CE8: Unknown Error", "RESTART_APP", USER, ""),
    78: ("VGPU_START_ERROR", "vGPU Start Error", "UPDATE_SWFW", USER, ""),
    79: ("ROBUST_CHANNEL_GPU_HAS_FALLEN_OFF_THE_BUS", "GPU has fallen off the bus", "RESTART_BM", REPLACE,
         "RESTART_BM restarts the bare-metal host, which a VM cannot do: replacing the node moves it off that host"),
    80: ("PBDMA_PUSHBUFFER_CRC_MISMATCH", "Corrupted data sent to GPU", "RESTART_APP", USER, ""),
    82: ("ROBUST_CHANNEL_NVJPG0_ERROR", "NVJPG0 Error", "RESTART_APP", USER, ""),
    83: ("ROBUST_CHANNEL_NVDEC1_ERROR", "NVDEC1 Error", "RESTART_APP", USER, ""),
    84: ("ROBUST_CHANNEL_NVDEC2_ERROR", "NVDEC2 Error", "RESTART_APP", USER, ""),
    85: ("ROBUST_CHANNEL_CE9_ERROR", "CE9: Unknown Error", "RESTART_APP", USER, ""),
    86: ("ROBUST_CHANNEL_OFA0_ERROR", "OFA Exception", "RESTART_APP", USER, ""),
    88: ("ROBUST_CHANNEL_NVDEC3_ERROR", "NVDEC3 Error", "RESTART_APP", USER, ""),
    89: ("ROBUST_CHANNEL_NVDEC4_ERROR", "NVDEC4 Error", "RESTART_APP", USER, ""),
    92: ("EXCESSIVE_SBE_INTERRUPTS", "High single-bit ECC error rate", "IGNORE", USER, ""),
    93: ("INFOROM_ERASE_LIMIT_EXCEEDED", "Non-fatal violation of provisioned InfoROM wear limit", "IGNORE", USER, ""),
    94: ("ROBUST_CHANNEL_CONTAINED_ERROR", "Contained memory error (one application stopped)", "RESTART_APP", RESET,
         "the catalogue recommends resetting the GPU when convenient; the node check runs between jobs, when it is"),
    95: ("ROBUST_CHANNEL_UNCONTAINED_ERROR", "Uncontained memory error (every application on the GPU affected)", "RESET_GPU",
         RESET, ""),
    96: ("ROBUST_CHANNEL_NVDEC5_ERROR", "NVDEC5 Error", "RESTART_APP", USER, ""),
    97: ("ROBUST_CHANNEL_NVDEC6_ERROR", "NVDEC6 Error", "RESTART_APP", USER, ""),
    98: ("ROBUST_CHANNEL_NVDEC7_ERROR", "NVDEC7 Error", "RESTART_APP", USER, ""),
    99: ("ROBUST_CHANNEL_NVJPG1_ERROR", "NVJPG1 Error", "RESTART_APP", USER, ""),
    100: ("ROBUST_CHANNEL_NVJPG2_ERROR", "NVJPG2 Error", "RESTART_APP", USER, ""),
    101: ("ROBUST_CHANNEL_NVJPG3_ERROR", "NVJPG3 Error", "RESTART_APP", USER, ""),
    102: ("ROBUST_CHANNEL_NVJPG4_ERROR", "NVJPG4 Error", "RESTART_APP", USER, ""),
    103: ("ROBUST_CHANNEL_NVJPG5_ERROR", "NVJPG5 Error", "RESTART_APP", USER, ""),
    104: ("ROBUST_CHANNEL_NVJPG6_ERROR", "NVJPG6 Error", "RESTART_APP", USER, ""),
    105: ("ROBUST_CHANNEL_NVJPG7_ERROR", "NVJPG7 Error", "RESTART_APP", USER, ""),
    106: ("SMBPBI_TEST_MESSAGE", "SMBPBI Test Message", "IGNORE", USER, ""),
    107: ("SMBPBI_TEST_MESSAGE_SILENT", "SMBPBI Test Message Silent", "IGNORE", USER, ""),
    108: ("NVLINK_REMOTE_TRANSLATION_ERROR", "NVLink remote translation error", "IGNORE", USER, ""),
    109: ("ROBUST_CHANNEL_CTXSW_TIMEOUT_ERROR", "Context Switch Timeout Error", "RESET_GPU", RESET, ""),
    110: ("SEC_FAULT_ERROR", "Security Fault Error (uncommon unless the hardware failed)", "RESET_GPU", RESET, ""),
    119: ("GSP_RPC_TIMEOUT", "GSP RPC Timeout", "RESET_GPU", RESET, ""),
    120: ("GSP_ERROR", "GSP Error", "RESET_GPU", RESET, ""),
    121: ("C2C_ERROR", "C2C Error (corrected errors on the link to a Grace CPU)", "IGNORE", USER, ""),
    126: ("ROBUST_CHANNEL_CE10_ERROR", "CE10: Unknown Error", "RESTART_APP", USER, ""),
    127: ("ROBUST_CHANNEL_CE11_ERROR", "CE11: Unknown Error", "RESTART_APP", USER, ""),
    128: ("ROBUST_CHANNEL_CE12_ERROR", "CE12: Unknown Error", "RESTART_APP", USER, ""),
    129: ("ROBUST_CHANNEL_CE13_ERROR", "CE13: Unknown Error", "RESTART_APP", USER, ""),
    130: ("ROBUST_CHANNEL_CE14_ERROR", "CE14: Unknown Error", "RESTART_APP", USER, ""),
    131: ("ROBUST_CHANNEL_CE15_ERROR", "CE15: Unknown Error", "RESTART_APP", USER, ""),
    132: ("ROBUST_CHANNEL_CE16_ERROR", "CE16: Unknown Error", "RESTART_APP", USER, ""),
    133: ("ROBUST_CHANNEL_CE17_ERROR", "CE17: Unknown Error", "RESTART_APP", USER, ""),
    134: ("ROBUST_CHANNEL_CE18_ERROR", "CE18: Unknown Error", "RESTART_APP", USER, ""),
    135: ("ROBUST_CHANNEL_CE19_ERROR", "CE19: Unknown Error", "RESTART_APP", USER, ""),
    136: ("ALI_TRAINING_FAIL", "Link Training Failed", "RESET_GPU", RESET, ""),
    137: ("NVLINK_PRIV_ERR", "NVLink Privilege Error (usually the application's illegal peer access)", "IGNORE", USER, ""),
    139: ("ROBUST_CHANNEL_OFA1_ERROR", "OFA1 Error", "RESTART_APP", USER, ""),
    140: ("UNRECOVERABLE_ECC_ERROR_ESCAPE", "ECC Unrecovered Error", "RESET_GPU", RESET, ""),
    141: ("ROBUST_CHANNEL_FAST_PATH_ERROR", "CUDA Fast Path Error", "IGNORE", USER, ""),
    142: ("ROBUST_CHANNEL_NVENC3_ERROR", "NVENC3 Error", "CONTACT_SUPPORT", REPLACE, ""),
    143: ("GPU_INIT_ERROR", "GPU Initialization Error", "RESET_GPU", RESET, ""),
    144: ("NVLINK_SAW_ERROR", "NVLINK: SAW Error", "WORKFLOW_NVLINK5_ERR", RESET, _NVLINK5),
    145: ("NVLINK_RLW_ERROR", "NVLINK: RLW Error", "WORKFLOW_NVLINK5_ERR", RESET, _NVLINK5),
    146: ("NVLINK_TLW_ERROR", "NVLINK: TLW Error", "WORKFLOW_NVLINK5_ERR", RESET, _NVLINK5),
    147: ("NVLINK_TREX_ERROR", "NVLINK: TREX Error", "WORKFLOW_NVLINK5_ERR", RESET, _NVLINK5),
    148: ("NVLINK_NVLPW_CTRL_ERROR", "NVLINK: NVLPW_CTRL Error", "WORKFLOW_NVLINK5_ERR", RESET, _NVLINK5),
    149: ("NVLINK_NETIR_ERROR", "NVLINK: NETIR Error", "WORKFLOW_NVLINK5_ERR", RESET, _NVLINK5),
    150: ("NVLINK_MSE_ERROR", "NVLINK: MSE Error", "WORKFLOW_NVLINK5_ERR", RESET, _NVLINK5),
    151: ("ROBUST_CHANNEL_KEY_ROTATION_ERROR", "Key rotation Error", "RESTART_VM", RESET, ""),
    152: ("ROBUST_CHANNEL_DLA_SMMU_ERROR", "DLA SMMU Error", "IGNORE", USER, ""),
    153: ("ROBUST_CHANNEL_DLA_TIMEOUT", "DLA timeout Error", "IGNORE", USER, ""),
    154: ("GPU_RECOVERY_ACTION_CHANGED", "GPU Recovery Action Changed (names the action another Xid needs)", "XID_154", RESET,
          "judged by the action it names: None is the user's; Drain P2P, Drain and Reset, GPU Reset Required and Node "
          "Reboot Required are a reset"),
    155: ("NVLINK_SW_DEFINED_ERROR", "NVLINK: SW Defined Error (link down flagged as intentional)", "RESET_GPU", RESET, ""),
    156: ("RESOURCE_RETIREMENT_EVENT", "Resource Retirement Event", "RESET_GPU", RESET, ""),
    157: ("RESOURCE_RETIREMENT_FAILURE", "Resource Retirement Failure (no repair possible; the Xid may recur)", "IGNORE",
          USER, ""),
    158: ("GPU_FATAL_TIMEOUT", "GPU Fatal Timeout", "RESET_GPU", RESET, ""),
    159: ("ROBUST_CHANNEL_CHI_NON_DATA_ERROR", "CHI Non-Data Error (C2C-connected GPUs)", "CHECK_UVM", USER, ""),
    160: ("CHANNEL_RETIREMENT_EVENT", "Channel Retirement Event", "IGNORE", USER, ""),
    161: ("CHANNEL_RETIREMENT_FAILURE", "Channel Retirement Failure", "IGNORE", USER, ""),
    162: ("PSHC_REENGAGED", "Power Smoothing HW Circuitry capability reengaged", "", USER, "the catalogue gives no action"),
    163: ("PSHC_DISENGAGED", "Power Smoothing HW Circuitry capability disengaged (no GPU reset required)", "", USER,
          "the catalogue gives no bucket: no GPU reset required"),
    164: ("PSHC_LOW_LIFETIME", "Power Smoothing HW Circuitry low lifetime reached", "", USER,
          "the catalogue gives no bucket: monitor power swings"),
    165: ("PSHC_ZERO_LIFETIME", "Power Smoothing HW Circuitry lifetime exhausted", "", USER,
          "the catalogue gives no bucket: replace only if power swings are not acceptable"),
    166: ("NVLINK_SECURE_CRYPTO_ERR", "CC traffic seen before the link was configured for encrypted traffic", "", USER,
          "confidential computing mode only"),
    167: ("PCIE_FATAL_TIMEOUT", "PCIe fatal timeout", "", RESET, "the catalogue gives no action; a fatal PCIe timeout is "
          "treated as a reset, then replace if it recurs"),
    168: ("REDUCED_GPU_MEMORY_CAPACITY", "Errors found in WPR (write protected region); only with ECC disabled", "", USER,
          "the catalogue gives no bucket: enable ECC"),
    169: ("SEC2_HALT_ERROR", "Internal micro-controller halt", "", RESET, "the catalogue gives no action; the same halt as Xid 62"),
    170: ("NVLINK_SECURE_OTHER", "Interrupt seen in CC mode", "", USER, "confidential computing mode only"),
    171: ("UNCORRECTABLE_DRAM_ERROR", "Uncorrectable DRAM error (details added to Xid 48)", "", RESET,
          "the catalogue gives no action; judged as the Xid 48 it adds to"),
    172: ("UNCORRECTABLE_SRAM_ERROR", "Uncorrectable SRAM error (details added to Xid 48)", "", RESET,
          "the catalogue gives no action; judged as the Xid 48 it adds to"),
}

#: Xids the catalogue lists as "Unused" on Ampere and newer (the archived catalogue covers older GPUs).
UNUSED = frozenset(set(range(1, 173)) - set(CATALOG))

SOURCE = ("NVIDIA, \"Analyzing Xid Errors with the Xid Catalog\", "
          "https://docs.nvidia.com/deploy/xid-errors/analyzing-xid-catalog.html (Xid 1-172, drivers to R575; read 2026-11)")
