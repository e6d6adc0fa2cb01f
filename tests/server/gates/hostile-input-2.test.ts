import { hostileInputSuite } from './hostile-input-suite';

hostileInputSuite(1, 3);
