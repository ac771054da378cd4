# One gpuverify_add_test: gpuverify on the kernel, passing if its exit code
# is the one expected (its output is the test's, for ctest to show).
execute_process(COMMAND "${GPUVERIFY}" ${ARGS} "${KERNEL}" RESULT_VARIABLE result)
if(NOT "${result}" STREQUAL "${EXPECT_EXIT}")
  message(FATAL_ERROR "gpuverify exited with ${result}, expected ${EXPECT_EXIT}")
endif()
