// The two handlers store admin routes share where the answer is not the service's result as a 200:
// a create answered 201 with the new record, and a delete by id answered 204 with no body. Each
// hands its service the store the call names (?tenantId, else a create body's, DESIGN §4); who may
// call stays the route's `config` (route-access.service.ts) and the service's own requireTenantAdmin.
import type { FastifyReply } from 'fastify';

/** What both handlers read of a request: its context and the store its ?tenantId names. */
type StoreAdminRequest<C> = { ctx: C; query: { tenantId?: number } };

/** A super admin may name the store in a create's body too, where its schema has a `tenantId`. */
function bodyTenantId(body: object): number | undefined {
  return 'tenantId' in body && typeof body.tenantId === 'number' ? body.tenantId : undefined;
}

/** POST: `create` makes a record of the body in the named store; the answer is 201 with that record. */
export function createHandler<C, I extends object, R>(
  create: (ctx: C, args: { requestedTenantId: number | undefined; input: I }) => Promise<R>,
) {
  return async (request: StoreAdminRequest<C> & { body: I }, reply: FastifyReply) => {
    const created = await create(request.ctx, {
      requestedTenantId: request.query.tenantId ?? bodyTenantId(request.body),
      input: request.body,
    });
    return reply.status(201).send(created);
  };
}

/** DELETE …/{id}: `remove` acts on the row the path names in the named store; the answer is 204. */
export function deleteByIdHandler<C>(
  remove: (ctx: C, args: { requestedTenantId: number | undefined; id: number }) => Promise<unknown>,
) {
  return async (request: StoreAdminRequest<C> & { params: { id: number } }, reply: FastifyReply) => {
    await remove(request.ctx, { requestedTenantId: request.query.tenantId, id: request.params.id });
    return reply.status(204).send(null);
  };
}
