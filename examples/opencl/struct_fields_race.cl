//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible write-write race on P\[0\] \(bytes 8\.\.11\)
//
// struct_fields.cl where every work-item writes the id of particle 0.

typedef struct {
  float x, y;
  int id;
} particle;

__kernel void step(__global particle *P, float dt) {
  size_t gid = get_global_id(0);
  P[gid].x += dt * P[gid].y;
  P[0].id = (int)gid;
}
