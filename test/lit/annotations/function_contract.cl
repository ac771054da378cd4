// A called function with a contract, inlined: its precondition is asserted
// at the call, its postcondition where it returns (over both work-items'
// return values); a procedure of its own ("Postconditions of ...") checks
// the postcondition from arbitrary arguments that meet the precondition.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl --local_size=64 --num_groups=16 %t/%basename_t
// RUN: FileCheck %s --input-file %t/*.bpl -DFILE=%basename_t

int clamp_index(int i, int n) {
  __requires(n > 0);
  __ensures(__return_val_int() >= 0 & __return_val_int() < n);
  if (i < 0)
    return 0;
  if (i >= n)
    return n - 1;
  return i;
}

__kernel void gather(__global const float *in, __global float *out, int n) {
  __requires(n > 0);
  int j = clamp_index(get_global_id(0) - 1, n);
  out[get_global_id(0)] = in[j];
}

// CHECK-LABEL: // Kernel gather
// CHECK-NEXT: procedure {:kernel} {:source_name "gather"} gather(n: bv32)
// CHECK: entry:
// The kernel's own precondition, assumed.
// CHECK: assume BV32_SGT(n, 0bv32);
// The callee's, asserted at the call.
// CHECK: assert {:thread 1} {:check 0} BV32_SGT(n, 0bv32);
// The inlined body, predicated, its blocks named after the function's.
// CHECK: // if.then.i:
// CHECK: clamp_index.exit:
// CHECK-NEXT: assert {:check 1} BV32_AND((if BV32_SGE([[RET:retval[.0-9a-z]+]]$1, 0bv32) then 1bv32 else 0bv32), (if BV32_SLT([[RET]]$1, n) then 1bv32 else 0bv32)) != 0bv32 && BV32_AND((if BV32_SGE([[RET]]$2, 0bv32) then 1bv32 else 0bv32), (if BV32_SLT([[RET]]$2, n) then 1bv32 else 0bv32)) != 0bv32;
// CHECK-NEXT: // read of in at {{.*}}[[FILE]]:23:27
// CHECK: // write to out at {{.*}}[[FILE]]:23:25
//
// CHECK-LABEL: // Postconditions of clamp_index
// CHECK-NEXT: procedure {:kernel} {:source_name "clamp_index"} clamp_index()
// CHECK: havoc i$1;
// CHECK-NEXT: havoc i$2;
// CHECK-NEXT: havoc n$1;
// CHECK-NEXT: havoc n$2;
// CHECK-NEXT: assume n$1 == n$2;
// CHECK-NEXT: assume BV32_SGT(n$1, 0bv32);
// CHECK-NEXT: assume BV32_SGT(n$2, 0bv32);
// CHECK: \return:
// CHECK-NEXT: assert {:check 4} BV32_AND((if BV32_SGE(retval.0$1, 0bv32){{.*}}) != 0bv32;
// CHECK-NEXT: return;
