// What other areas may use of users: lookups, the public shape, credential writes, and the
// read-only columns auth joins over. Never the tables.
export { phoneTakenByOther, setUserPassword, setUserPhone, setUserTwoFactor } from './credentials.repository';
/** Accounts of outside users other areas own (dealers, experts): created with their user type, locked and unlocked (the caller cache is forgotten). */
export { insertUser as insertAccount, type NewUserRow, updateUser as updateAccount, usernameTaken } from './user-admin.repository';
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
  searchStaff,
  type UserRow,
} from './users.service';
export { usersView } from './users.views';
