import * as proto from '@temporalio/proto';
import { patchProtobufRoot } from '@temporalio/proto/lib/patch-protobuf-root';

type History = proto.temporal.api.history.v1.IHistory;
interface ProtoJson {
  toJson(type: unknown, message: unknown): unknown;
  fromJson(type: unknown, json: unknown, options?: { ignoreUnknownFields?: boolean }): History;
}

/*
 * `historyToJSON` / `historyFromJSON` of @temporalio/common/lib/proto-utils, with the proto-JSON codec of the
 * protobufjs copy that @temporalio/proto's types were built with. In this install @temporalio/common and
 * @temporalio/proto each carry a copy of protobufjs 8, and the codec of one refuses the types of the other ("type
 * must be a Type"), so the SDK's own functions throw here. The JSON is the same: `temporal workflow show --output
 * json` and the Web UI's download read and write it.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const protojson = require(
  require.resolve('protobufjs/ext/protojson', { paths: [require.resolve('@temporalio/proto')] }),
) as ProtoJson;
const root = patchProtobufRoot(proto) as unknown as { lookupType(name: string): unknown };
const historyType = root.lookupType('temporal.api.history.v1.History');

export function historyToJSON(history: History): string {
  return JSON.stringify(
    protojson.toJson(historyType, proto.temporal.api.history.v1.History.fromObject(history)),
    null,
    2,
  );
}

export function historyFromJSON(json: unknown): History {
  return protojson.fromJson(historyType, json, { ignoreUnknownFields: true });
}
