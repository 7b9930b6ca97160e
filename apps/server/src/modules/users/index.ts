// What other areas may use of users: lookups, the public shape, credential writes, and the
// read-only columns auth joins over. Never the tables.
export { phoneTakenByOther, setUserPassword, setUserPhone, setUserTwoFactor } from './credentials.repository';
export { userAdminRoutes } from './user-admin.routes';
export { installSessionEnder, type SessionEnder } from './user-sessions';
export { usersRoutes } from './users.routes';
export { insertSeedUser, userIdByUsername } from './users.seed';
export {
  canSeeFullPhone,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  findUserByUsername,
  getUserInfo,
  maskPhone,
  presentUser,
  type UserRow,
} from './users.service';
export { usersView } from './users.views';
