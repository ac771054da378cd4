// examples/cuda/template_block_sizes.cu: two instantiations of a kernel
// templated on its block size, each launched by the host code with its own,
// are verified as programs of their own, and --stop-at-bpl writes one per
// group of sizes, each with its kernel at its sizes.
//
// RUN: rm -rf %t && mkdir %t && cp %S/../../../examples/cuda/template_block_sizes.cu %t
// RUN: %gpuverify --pointer-bitwidth=32 --stop-at-bpl %t/template_block_sizes.cu
// RUN: FileCheck %s --check-prefix=FIRST --input-file %t/template_block_sizes.sizes1.bpl
// RUN: FileCheck %s --check-prefix=SECOND --input-file %t/template_block_sizes.sizes2.bpl
//
// FIRST-LABEL: procedure {:kernel} {:source_name "reverseTile<128>"}
// FIRST: requires BV32_ULT(local_id_x$1, 128bv32);
// FIRST-NOT: reverseTile<256>
// SECOND-LABEL: procedure {:kernel} {:source_name "reverseTile<256>"}
// SECOND: requires BV32_ULT(local_id_x$1, 256bv32);
// SECOND-NOT: reverseTile<128>
