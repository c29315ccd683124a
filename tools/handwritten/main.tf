# The same cluster written by hand, as "A Field Guide to Crusoe InfiniBand with Terraform" writes it
# (capacity check in locals, VPC, subnet, partition, instances), with the instances a for_each over
# a map held in a local. `make bench` plans it beside the project's training-dev at each size.
# No boot script and no verification: this is the floor the project's plan is compared with.
terraform {
  required_providers {
    crusoe = { source = "crusoecloud/crusoe", version = "1.1.1" }
  }
}

variable "vm_count" { default = 4 }
variable "location" { default = "us-east1-a" }
variable "slice_type" { default = "h100-80gb-sxm-ib.8x" }
variable "ssh_public_key" { type = string }

data "crusoe_ib_networks" "available" {}

locals {
  required_slices = var.vm_count * 8
  suitable_networks = [
    for net in data.crusoe_ib_networks.available.ib_networks :
    net if net.location == var.location && anytrue([
      for cap in net.capacities :
      cap.slice_type == var.slice_type && cap.quantity >= local.required_slices
    ])
  ]
  selected_network = local.suitable_networks[0]
  # range() stops at 1,024 values: count in blocks of 1,000.
  nodes = {
    for i in flatten([for b in range(0, var.vm_count, 1000) : range(b, min(b + 1000, var.vm_count))]) :
    format("node-%03d", i) => i
  }
}

resource "crusoe_vpc_network" "main" {
  name = "training-network"
  cidr = "10.0.0.0/8"
}

resource "crusoe_vpc_subnet" "main" {
  name     = "training-subnet"
  cidr     = "10.0.0.0/16"
  location = var.location
  network  = crusoe_vpc_network.main.id
}

resource "crusoe_ib_partition" "main" {
  name          = "training-partition"
  ib_network_id = local.selected_network.id
}

resource "crusoe_compute_instance" "node" {
  for_each = local.nodes
  name     = "training-${each.key}"
  type     = var.slice_type
  image    = "ubuntu22.04-nvidia-sxm-docker:latest"
  location = var.location

  network_interfaces = [{
    subnet = crusoe_vpc_subnet.main.id
  }]

  host_channel_adapters = [{
    ib_partition_id = crusoe_ib_partition.main.id
  }]

  ssh_key = var.ssh_public_key
}

output "nodes" {
  value = [for n in crusoe_compute_instance.node : {
    name = n.name
    ip   = n.network_interfaces[0].public_ipv4.address
  }]
}
