/* The model entry cx_model (the description and the entry points,
 * stdlib/compiled.h) and the NAME_* C API of a built shared library,
 * forwarding to the runtime's cxrt_embed_*. */
#include "backend/jit/codegen_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- the model entry and the embedding API ----------------------------------------- */

/* int32_t cx_model(const uint8_t **blob, int64_t *len, void **entries, int32_t cap):
 * the description and the entry points (stdlib/compiled.h). */
gcc_jit_function *cg_gen_model_entry(JitState *J, const JitEmit *emit, gcc_jit_function **entries, int n) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_type *t_u8 = gcc_jit_context_get_int_type(c, 1, 0);
  gcc_jit_type *t_pu8 = gcc_jit_type_get_pointer(gcc_jit_type_get_const(t_u8));
  gcc_jit_type *t_voidp = gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID_PTR);
  gcc_jit_type *arr = gcc_jit_context_new_array_type(c, NULL, t_u8, (int)emit->blob_len);
  gcc_jit_lvalue *g = gcc_jit_context_new_global(c, NULL, GCC_JIT_GLOBAL_INTERNAL, arr, "cx_model_blob");
  gcc_jit_global_set_initializer(g, emit->blob, emit->blob_len);
  gcc_jit_param *ps[4] = {gcc_jit_context_new_param(c, NULL, gcc_jit_type_get_pointer(t_pu8), "blob"),
                          gcc_jit_context_new_param(c, NULL, J->t_pi64, "len"),
                          gcc_jit_context_new_param(c, NULL, gcc_jit_type_get_pointer(t_voidp), "entries"),
                          gcc_jit_context_new_param(c, NULL, J->t_i32, "cap")};
  gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_EXPORTED, J->t_i32, "cx_model", 4, ps, 0);
  gcc_jit_block *b = gcc_jit_function_new_block(fn, "entry");
  gcc_jit_rvalue *first = gcc_jit_lvalue_get_address(
      gcc_jit_context_new_array_access(c, NULL, rv(g), gcc_jit_context_zero(c, J->t_i32)), NULL);
  gcc_jit_block_add_assignment(b, NULL, gcc_jit_rvalue_dereference(prv(ps[0]), NULL),
                               gcc_jit_context_new_cast(c, NULL, first, t_pu8));
  gcc_jit_block_add_assignment(b, NULL, gcc_jit_rvalue_dereference(prv(ps[1]), NULL), iconst(J, (int64_t)emit->blob_len));
  for (int i = 0; i < n; i++) {
    char name[32];
    snprintf(name, sizeof name, "set%d", i);
    gcc_jit_block *set = gcc_jit_function_new_block(fn, name);
    snprintf(name, sizeof name, "next%d", i);
    gcc_jit_block *next = gcc_jit_function_new_block(fn, name);
    gcc_jit_block_end_with_conditional(
        b, NULL,
        gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, gcc_jit_context_new_rvalue_from_int(c, J->t_i32, i),
                                       prv(ps[3])),
        set, next);
    gcc_jit_lvalue *slot = gcc_jit_context_new_array_access(c, NULL, prv(ps[2]), gcc_jit_context_new_rvalue_from_int(c, J->t_i32, i));
    gcc_jit_block_add_assignment(set, NULL, slot,
                                 gcc_jit_context_new_cast(c, NULL, gcc_jit_function_get_address(entries[i], NULL), t_voidp));
    gcc_jit_block_end_with_jump(set, NULL, next);
    b = next;
  }
  gcc_jit_block_end_with_return(b, NULL, gcc_jit_context_new_rvalue_from_int(c, J->t_i32, n));
  return fn;
}

/* One exported NAME_SUFFIX function that returns (or evaluates) a call of
 * the runtime's IMPORT with the model entry first when with_model. */
static void gen_forward(JitState *J, const char *prefix, const char *suffix, const char *import, gcc_jit_type *ret,
                        gcc_jit_type **types, const char **names, int np, gcc_jit_function *model) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_type *t_voidp = gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID_PTR);
  gcc_jit_param *ps[8], *ips[9];
  int ni = 0;
  if (model) ips[ni++] = gcc_jit_context_new_param(c, NULL, t_voidp, "model");
  for (int i = 0; i < np; i++) {
    ps[i] = gcc_jit_context_new_param(c, NULL, types[i], names[i]);
    ips[ni++] = gcc_jit_context_new_param(c, NULL, types[i], names[i]);
  }
  gcc_jit_function *imp = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_IMPORTED, ret, import, ni, ips, 0);
  char name[256];
  snprintf(name, sizeof name, "%s_%s", prefix, suffix);
  gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_EXPORTED, ret, name, np, ps, 0);
  gcc_jit_block *b = gcc_jit_function_new_block(fn, "entry");
  gcc_jit_rvalue *args[9];
  int na = 0;
  if (model) args[na++] = gcc_jit_context_new_cast(c, NULL, gcc_jit_function_get_address(model, NULL), t_voidp);
  for (int i = 0; i < np; i++) args[na++] = prv(ps[i]);
  gcc_jit_rvalue *call = gcc_jit_context_new_call(c, NULL, imp, na, args);
  if (ret == J->t_void) {
    gcc_jit_block_add_eval(b, NULL, call);
    gcc_jit_block_end_with_void_return(b, NULL);
  } else {
    gcc_jit_block_end_with_return(b, NULL, call);
  }
}

/* The NAME_* API of a built shared library (NAME.h documents it). */
void cg_gen_api(JitState *J, const char *prefix, gcc_jit_function *model) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_type *vp = gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID_PTR);
  gcc_jit_type *cvp = gcc_jit_type_get_pointer(gcc_jit_type_get_const(gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID)));
  gcc_jit_type *ccp = gcc_jit_context_get_type(c, GCC_JIT_TYPE_CONST_CHAR_PTR);
  gcc_jit_type *cp = gcc_jit_type_get_pointer(gcc_jit_context_get_type(c, GCC_JIT_TYPE_CHAR));
  gcc_jit_type *sz = gcc_jit_context_get_type(c, GCC_JIT_TYPE_SIZE_T);
  gcc_jit_type *u64 = gcc_jit_context_get_int_type(c, 8, 0);
  gcc_jit_type *cfp = gcc_jit_type_get_pointer(gcc_jit_type_get_const(J->t_f32));
  gcc_jit_type *vpp = gcc_jit_type_get_pointer(vp);
  {
    gcc_jit_type *t[] = {ccp, cp, sz};
    const char *n[] = {"weights_path", "err", "errlen"};
    gen_forward(J, prefix, "load", "cxrt_embed_load", vp, t, n, 3, model);
  }
  {
    gcc_jit_type *t[] = {cvp, sz, cp, sz};
    const char *n[] = {"safetensors", "len", "err", "errlen"};
    gen_forward(J, prefix, "load_memory", "cxrt_embed_load_memory", vp, t, n, 4, model);
  }
  {
    gcc_jit_type *t[] = {u64, cp, sz};
    const char *n[] = {"seed", "err", "errlen"};
    gen_forward(J, prefix, "init", "cxrt_embed_init", vp, t, n, 3, model);
  }
  {
    gcc_jit_type *t[] = {vp};
    const char *n[] = {"m"};
    gen_forward(J, prefix, "free", "cxrt_embed_free", J->t_void, t, n, 1, NULL);
  }
  {
    gcc_jit_type *t[] = {vp, cvp, vpp, cp, sz};
    const char *n[] = {"m", "batch", "out", "err", "errlen"};
    gen_forward(J, prefix, "run", "cxrt_embed_run", J->t_int, t, n, 5, NULL);
  }
  {
    gcc_jit_type *t[] = {cvp, J->t_int, J->t_int, J->t_pi64};
    const char *n[] = {"out", "output", "structure", "count"};
    gen_forward(J, prefix, "output", "cxrt_embed_output", cfp, t, n, 4, NULL);
  }
  {
    gcc_jit_type *t[] = {vp};
    const char *n[] = {"out"};
    gen_forward(J, prefix, "outputs_free", "cxrt_embed_outputs_free", J->t_void, t, n, 1, NULL);
  }
}
