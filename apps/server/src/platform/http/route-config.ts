import type { CUSTOMER, PUBLIC, SIGNED_IN } from '@diagops/contracts';

export type RoutePermission = typeof PUBLIC | typeof SIGNED_IN | typeof CUSTOMER | (string & {});

/** The signed-in customer (app user) of a CUSTOMER route, set by the auth guard. */
export type CustomerCaller = { id: number; account: string; language: 'zh-CN' | 'en-US'; sessionId: string };

/** The signed-in caller, set by the auth guard. */
export type AuthUser = {
  userId: number;
  username: string;
  sessionId: string;
  deviceId: string;
  /** 'all', or 'password_change' while the password is expired */
  scope: string;
  roleIds: number[];
  roleCodes: string[];
  roleNames: string[];
  permissions: Set<string>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** required on every API route: a permission name, PUBLIC, SIGNED_IN or CUSTOMER (customer routes only) */
    permission?: RoutePermission;
    /** reachable with a session opened by an expired password (the password change) */
    allowExpired?: boolean;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
    /** the customer behind a customer token, on CUSTOMER routes only */
    customer: CustomerCaller | null;
    replyCode?: number;
  }
}
