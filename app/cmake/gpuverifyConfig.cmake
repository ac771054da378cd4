# find_package(gpuverify): the installed gpuverify and gpuverify_add_test,
# which makes verifying a kernel one of a project's ctest tests.
#
#   gpuverify_add_test(NAME test-name KERNEL kernel.cu
#                      [ARGS --blockDim=64 --gridDim=16 ...]
#                      [EXPECT_EXIT code])
#
# The test passes if gpuverify exits with EXPECT_EXIT (default 0, verified;
# 6 for a kernel kept to show a race). Sets GPUVERIFY_EXECUTABLE.
get_filename_component(_gpuverify_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
find_program(GPUVERIFY_EXECUTABLE gpuverify PATHS "${_gpuverify_prefix}/bin" NO_DEFAULT_PATH)
set(_gpuverify_run_script "${CMAKE_CURRENT_LIST_DIR}/gpuverifyRunTest.cmake")
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(gpuverify REQUIRED_VARS GPUVERIFY_EXECUTABLE)

function(gpuverify_add_test)
  cmake_parse_arguments(GV "" "NAME;KERNEL;EXPECT_EXIT" "ARGS" ${ARGN})
  if(NOT GV_NAME OR NOT GV_KERNEL)
    message(FATAL_ERROR "gpuverify_add_test: NAME and KERNEL are required")
  endif()
  if(NOT DEFINED GV_EXPECT_EXIT)
    set(GV_EXPECT_EXIT 0)
  endif()
  get_filename_component(_kernel "${GV_KERNEL}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  add_test(NAME ${GV_NAME}
    COMMAND ${CMAKE_COMMAND} "-DGPUVERIFY=${GPUVERIFY_EXECUTABLE}" "-DKERNEL=${_kernel}" "-DARGS=${GV_ARGS}"
            "-DEXPECT_EXIT=${GV_EXPECT_EXIT}" -P "${_gpuverify_run_script}")
endfunction()
