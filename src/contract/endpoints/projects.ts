import {
  ProjectDeleteRequestCodec,
  ProjectRecoverAnswerCodec,
  ProjectRecoverRequestCodec,
  ProjectSaveRequestCodec,
  ProjectVersionCodec,
  ProjectsGetAnswerCodec,
  ProjectsGetRequestCodec,
} from '../project';
import { postEndpoint } from './endpoint';

/** Projects kept on the server (SPEC §7): get, save, delete; and the recovery link's redemption. */
export const projectsEndpoints = {
  getProjects: postEndpoint('v1/projects/get', ProjectsGetRequestCodec, ProjectsGetAnswerCodec),
  saveProject: postEndpoint('v1/projects/save', ProjectSaveRequestCodec, ProjectVersionCodec),
  deleteProject: postEndpoint('v1/projects/delete', ProjectDeleteRequestCodec, null),
  /** Beyond SPEC §7 (issue 26): a recovery email's signed link, redeemed once by its customer. */
  recoverProjects: postEndpoint('v1/projects/recover', ProjectRecoverRequestCodec, ProjectRecoverAnswerCodec),
} as const;
