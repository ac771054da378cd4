//pass
//--local_size=64 --num_groups=16
//
// An array of structs: each work-item updates the fields of its own
// particle; struct assignment (a memcpy in LLVM) copies whole particles.
// RACE-FREE. struct_fields_race.cl has every item update particle 0's id.

typedef struct {
  float x, y;
  int id;
} particle;

__kernel void step(__global particle *P, __global particle *snapshot, float dt) {
  size_t gid = get_global_id(0);
  snapshot[gid] = P[gid];
  P[gid].x += dt * P[gid].y;
  P[gid].id = (int)gid;
}
