// The sample travellers in examples/*.csv are bundled as text (webpack's asset/source; under jest,
// test/shims/text-transform.cjs), so the pane inserts the files themselves, not a copy.
declare module "*.csv" {
  const text: string;
  export default text;
}
