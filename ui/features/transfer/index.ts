// Export, import and deep copy of flags in Flipt's declarative format (features.yml, version
// 1.4): the pure logic the transfer screens wire up. Other code imports only from here.
export { YamlSyntaxError } from './yaml/cursor';
export { parseYaml, parseYamlStream } from './yaml/parse';
export { stringifyYaml, type YamlValue } from './yaml/write';
