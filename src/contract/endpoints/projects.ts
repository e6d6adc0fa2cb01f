import {
  ProjectDeleteRequestCodec,
  ProjectRecoverAnswerCodec,
  ProjectRecoverRequestCodec,
  ProjectSaveRequestCodec,
  ProjectVersionCodec,
  ProjectsGetAnswerCodec,
  ProjectsGetRequestCodec,
} from '../project';
import { endpoint } from './endpoint';

/** Projects kept on the server (SPEC §7): get, save, delete; and the recovery link's redemption. */
export const projectsEndpoints = {
  getProjects: endpoint({ method: 'POST', path: 'v1/projects/get', query: null, body: ProjectsGetRequestCodec, answer: ProjectsGetAnswerCodec }),
  saveProject: endpoint({ method: 'POST', path: 'v1/projects/save', query: null, body: ProjectSaveRequestCodec, answer: ProjectVersionCodec }),
  deleteProject: endpoint({ method: 'POST', path: 'v1/projects/delete', query: null, body: ProjectDeleteRequestCodec, answer: null }),
  /** Beyond SPEC §7 (issue 26): a recovery email's signed link, redeemed once by its customer. */
  recoverProjects: endpoint({ method: 'POST', path: 'v1/projects/recover', query: null, body: ProjectRecoverRequestCodec, answer: ProjectRecoverAnswerCodec }),
} as const;
