import { ProjectDeleteRequestCodec, ProjectSaveRequestCodec, ProjectVersionCodec, ProjectsGetAnswerCodec, ProjectsGetRequestCodec } from '../project';
import { endpoint } from './endpoint';

/** Projects kept on the server (SPEC §7): get, save, delete. */
export const projectsEndpoints = {
  getProjects: endpoint({ method: 'POST', path: 'v1/projects/get', query: null, body: ProjectsGetRequestCodec, answer: ProjectsGetAnswerCodec }),
  saveProject: endpoint({ method: 'POST', path: 'v1/projects/save', query: null, body: ProjectSaveRequestCodec, answer: ProjectVersionCodec }),
  deleteProject: endpoint({ method: 'POST', path: 'v1/projects/delete', query: null, body: ProjectDeleteRequestCodec, answer: null }),
} as const;
