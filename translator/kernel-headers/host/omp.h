/* omp.h -- the OpenMP runtime library's declarations (OpenMP 5.0, section 3), for the host code of
 * a .cu file: gpuverify verifies device code only, and clang-19 ships no omp.h of its own (GCC's
 * uses attributes clang rejects). Searched after every other directory, so a system's own omp.h
 * (libomp-dev) is used where there is one. #pragma omp lines are ignored without -fopenmp. */
#ifndef __GV_HOST_OMP_H
#define __GV_HOST_OMP_H

#ifdef __cplusplus
extern "C" {
#define __GV_OMP_HOST __attribute__((host))
#else
#define __GV_OMP_HOST
#endif

typedef struct { void *__gv_lock[2]; } omp_lock_t;
typedef struct { void *__gv_lock[2]; } omp_nest_lock_t;
typedef enum omp_sched_t { omp_sched_static = 1, omp_sched_dynamic = 2, omp_sched_guided = 3, omp_sched_auto = 4, omp_sched_monotonic = 0x80000000u } omp_sched_t;
typedef enum omp_proc_bind_t { omp_proc_bind_false = 0, omp_proc_bind_true = 1, omp_proc_bind_master = 2, omp_proc_bind_close = 3, omp_proc_bind_spread = 4 } omp_proc_bind_t;
typedef enum omp_sync_hint_t { omp_sync_hint_none = 0, omp_sync_hint_uncontended = 1, omp_sync_hint_contended = 2, omp_sync_hint_nonspeculative = 4, omp_sync_hint_speculative = 8 } omp_sync_hint_t;
typedef omp_sync_hint_t omp_lock_hint_t;
typedef __UINTPTR_TYPE__ omp_allocator_handle_t;
typedef __UINTPTR_TYPE__ omp_memspace_handle_t;
typedef __UINTPTR_TYPE__ omp_event_handle_t;
typedef int omp_interop_t;

__GV_OMP_HOST void omp_set_num_threads(int);
__GV_OMP_HOST int omp_get_num_threads(void);
__GV_OMP_HOST int omp_get_max_threads(void);
__GV_OMP_HOST int omp_get_thread_num(void);
__GV_OMP_HOST int omp_get_num_procs(void);
__GV_OMP_HOST int omp_in_parallel(void);
__GV_OMP_HOST void omp_set_dynamic(int);
__GV_OMP_HOST int omp_get_dynamic(void);
__GV_OMP_HOST int omp_get_cancellation(void);
__GV_OMP_HOST void omp_set_nested(int);
__GV_OMP_HOST int omp_get_nested(void);
__GV_OMP_HOST void omp_set_schedule(omp_sched_t, int);
__GV_OMP_HOST void omp_get_schedule(omp_sched_t *, int *);
__GV_OMP_HOST int omp_get_thread_limit(void);
__GV_OMP_HOST int omp_get_supported_active_levels(void);
__GV_OMP_HOST void omp_set_max_active_levels(int);
__GV_OMP_HOST int omp_get_max_active_levels(void);
__GV_OMP_HOST int omp_get_level(void);
__GV_OMP_HOST int omp_get_ancestor_thread_num(int);
__GV_OMP_HOST int omp_get_team_size(int);
__GV_OMP_HOST int omp_get_active_level(void);
__GV_OMP_HOST int omp_in_final(void);
__GV_OMP_HOST omp_proc_bind_t omp_get_proc_bind(void);
__GV_OMP_HOST int omp_get_num_places(void);
__GV_OMP_HOST int omp_get_place_num_procs(int);
__GV_OMP_HOST void omp_get_place_proc_ids(int, int *);
__GV_OMP_HOST int omp_get_place_num(void);
__GV_OMP_HOST int omp_get_partition_num_places(void);
__GV_OMP_HOST void omp_get_partition_place_nums(int *);
__GV_OMP_HOST void omp_set_default_device(int);
__GV_OMP_HOST int omp_get_default_device(void);
__GV_OMP_HOST int omp_get_num_devices(void);
__GV_OMP_HOST int omp_get_device_num(void);
__GV_OMP_HOST int omp_get_num_teams(void);
__GV_OMP_HOST int omp_get_team_num(void);
__GV_OMP_HOST int omp_is_initial_device(void);
__GV_OMP_HOST int omp_get_initial_device(void);
__GV_OMP_HOST int omp_get_max_task_priority(void);
__GV_OMP_HOST void omp_init_lock(omp_lock_t *);
__GV_OMP_HOST void omp_init_lock_with_hint(omp_lock_t *, omp_sync_hint_t);
__GV_OMP_HOST void omp_destroy_lock(omp_lock_t *);
__GV_OMP_HOST void omp_set_lock(omp_lock_t *);
__GV_OMP_HOST void omp_unset_lock(omp_lock_t *);
__GV_OMP_HOST int omp_test_lock(omp_lock_t *);
__GV_OMP_HOST void omp_init_nest_lock(omp_nest_lock_t *);
__GV_OMP_HOST void omp_init_nest_lock_with_hint(omp_nest_lock_t *, omp_sync_hint_t);
__GV_OMP_HOST void omp_destroy_nest_lock(omp_nest_lock_t *);
__GV_OMP_HOST void omp_set_nest_lock(omp_nest_lock_t *);
__GV_OMP_HOST void omp_unset_nest_lock(omp_nest_lock_t *);
__GV_OMP_HOST int omp_test_nest_lock(omp_nest_lock_t *);
__GV_OMP_HOST double omp_get_wtime(void);
__GV_OMP_HOST double omp_get_wtick(void);
__GV_OMP_HOST void *omp_target_alloc(__SIZE_TYPE__, int);
__GV_OMP_HOST void omp_target_free(void *, int);
__GV_OMP_HOST int omp_target_is_present(const void *, int);
__GV_OMP_HOST int omp_target_memcpy(void *, const void *, __SIZE_TYPE__, __SIZE_TYPE__, __SIZE_TYPE__, int, int);
__GV_OMP_HOST int omp_target_associate_ptr(const void *, const void *, __SIZE_TYPE__, __SIZE_TYPE__, int);
__GV_OMP_HOST int omp_target_disassociate_ptr(const void *, int);
__GV_OMP_HOST void *omp_alloc(__SIZE_TYPE__, omp_allocator_handle_t);
__GV_OMP_HOST void omp_free(void *, omp_allocator_handle_t);
__GV_OMP_HOST void omp_set_default_allocator(omp_allocator_handle_t);
__GV_OMP_HOST omp_allocator_handle_t omp_get_default_allocator(void);
__GV_OMP_HOST void omp_fulfill_event(omp_event_handle_t);
__GV_OMP_HOST int omp_pause_resource(int, int);
__GV_OMP_HOST int omp_pause_resource_all(int);
__GV_OMP_HOST void omp_display_affinity(const char *);
__GV_OMP_HOST __SIZE_TYPE__ omp_capture_affinity(char *, __SIZE_TYPE__, const char *);

#ifdef __cplusplus
}
#endif
#undef __GV_OMP_HOST
#endif
