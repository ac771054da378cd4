#include "ErrorKinds.h"

#include <cstddef>

namespace gv::driver {

const std::vector<ErrorKindInfo> &allErrorKinds() {
  static const std::vector<ErrorKindInfo> rows = {
#define GV_ERROR_KIND(name, message, jsonName, sarifRule, sarifDescription, namesThread)                               \
  {ErrorKind::name, message, jsonName, sarifRule, sarifDescription, namesThread},
#include "ErrorKinds.def"
  };
  return rows;
}

const ErrorKindInfo &infoOf(ErrorKind kind) { return allErrorKinds()[static_cast<std::size_t>(kind)]; }

} // namespace gv::driver
