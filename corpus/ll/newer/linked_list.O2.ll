; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { i16, i16, i8, i8 }
%struct.node = type { i32, ptr }

@lru_tail = internal unnamed_addr global i16 0, align 2
@lru_head = internal unnamed_addr global i16 0, align 2
@where = internal unnamed_addr global [64 x i8] zeroinitializer, align 16
@cache = internal unnamed_addr global [16 x %struct.entry] zeroinitializer, align 16
@free_list = internal unnamed_addr global ptr null, align 8
@pool = internal global [96 x %struct.node] zeroinitializer, align 16
@used = internal unnamed_addr global i32 0, align 4

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.node, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 95, %0 ], [ %30, %4 ]
  %6 = phi ptr [ null, %0 ], [ %28, %4 ]
  %7 = getelementptr inbounds [96 x %struct.node], ptr @pool, i64 0, i64 %5
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr %6, ptr %8, align 8, !tbaa !2
  %9 = add nsw i64 %5, -1
  %10 = getelementptr inbounds [96 x %struct.node], ptr @pool, i64 0, i64 %9
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %7, ptr %11, align 8, !tbaa !2
  %12 = add nsw i64 %5, -2
  %13 = getelementptr inbounds [96 x %struct.node], ptr @pool, i64 0, i64 %12
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %10, ptr %14, align 8, !tbaa !2
  %15 = add nsw i64 %5, -3
  %16 = getelementptr inbounds [96 x %struct.node], ptr @pool, i64 0, i64 %15
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %13, ptr %17, align 8, !tbaa !2
  %18 = add nsw i64 %5, -4
  %19 = getelementptr inbounds [96 x %struct.node], ptr @pool, i64 0, i64 %18
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr %16, ptr %20, align 8, !tbaa !2
  %21 = add nsw i64 %5, -5
  %22 = getelementptr inbounds [96 x %struct.node], ptr @pool, i64 0, i64 %21
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr %19, ptr %23, align 8, !tbaa !2
  %24 = add nsw i64 %5, -6
  %25 = getelementptr inbounds [96 x %struct.node], ptr @pool, i64 0, i64 %24
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %22, ptr %26, align 8, !tbaa !2
  %27 = add nsw i64 %5, -7
  %28 = getelementptr inbounds [96 x %struct.node], ptr @pool, i64 0, i64 %27
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr %25, ptr %29, align 8, !tbaa !2
  %30 = add nsw i64 %5, -8
  %31 = icmp eq i64 %27, 0
  br i1 %31, label %32, label %4, !llvm.loop !8

32:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store ptr null, ptr %2, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store ptr null, ptr %3, align 8, !tbaa !10
  br label %33

33:                                               ; preds = %32, %63
  %34 = phi ptr [ @pool, %32 ], [ %65, %63 ]
  %35 = phi i32 [ 0, %32 ], [ %67, %63 ]
  %36 = phi i32 [ 31337, %32 ], [ %38, %63 ]
  %37 = mul i32 %36, 1103515245
  %38 = add i32 %37, 12345
  %39 = and i32 %35, 1
  %40 = icmp eq i32 %39, 0
  %41 = select i1 %40, ptr %3, ptr %2
  %42 = lshr i32 %38, 20
  %43 = add nsw i32 %42, -2048
  %44 = load ptr, ptr %41, align 8, !tbaa !10
  %45 = icmp eq ptr %44, null
  br i1 %45, label %59, label %46

46:                                               ; preds = %33
  %47 = load i32, ptr %44, align 8, !tbaa !11
  %48 = icmp slt i32 %47, %43
  br i1 %48, label %49, label %59

49:                                               ; preds = %46, %54
  %50 = phi ptr [ %52, %54 ], [ %44, %46 ]
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  %52 = load ptr, ptr %51, align 8, !tbaa !10
  %53 = icmp eq ptr %52, null
  br i1 %53, label %57, label %54, !llvm.loop !12

54:                                               ; preds = %49
  %55 = load i32, ptr %52, align 8, !tbaa !11
  %56 = icmp slt i32 %55, %43
  br i1 %56, label %49, label %57, !llvm.loop !12

57:                                               ; preds = %54, %49
  %58 = getelementptr inbounds i8, ptr %50, i64 8
  br label %59

59:                                               ; preds = %57, %46, %33
  %60 = phi ptr [ %41, %33 ], [ %41, %46 ], [ %58, %57 ]
  %61 = icmp eq ptr %34, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %59
  tail call void @abort() #3
  br label %63

63:                                               ; preds = %59, %62
  %64 = getelementptr inbounds i8, ptr %34, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !2
  store ptr %65, ptr @free_list, align 8, !tbaa !10
  store i32 %43, ptr %34, align 8, !tbaa !11
  store ptr null, ptr %64, align 8, !tbaa !2
  %66 = load ptr, ptr %60, align 8, !tbaa !10
  store ptr %66, ptr %64, align 8, !tbaa !2
  store ptr %34, ptr %60, align 8, !tbaa !10
  %67 = add nuw nsw i32 %35, 1
  %68 = icmp eq i32 %67, 40
  br i1 %68, label %147, label %33, !llvm.loop !13

69:                                               ; preds = %195
  %70 = load ptr, ptr %2, align 8, !tbaa !10
  %71 = freeze ptr %70
  %72 = icmp eq ptr %71, null
  br i1 %72, label %85, label %73

73:                                               ; preds = %69, %73
  %74 = phi i32 [ %78, %73 ], [ -2128831035, %69 ]
  %75 = phi ptr [ %80, %73 ], [ %71, %69 ]
  %76 = load i32, ptr %75, align 8, !tbaa !11
  %77 = xor i32 %76, %74
  %78 = mul i32 %77, 16777619
  %79 = getelementptr inbounds i8, ptr %75, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !2
  %81 = icmp eq ptr %80, null
  br i1 %81, label %82, label %73, !llvm.loop !14

82:                                               ; preds = %73
  %83 = xor i32 %78, -2128831035
  %84 = mul i32 %83, 16777619
  br label %85

85:                                               ; preds = %82, %69
  %86 = phi i32 [ 0, %69 ], [ %84, %82 ]
  %87 = load ptr, ptr %3, align 8, !tbaa !10
  %88 = icmp eq ptr %87, null
  br i1 %88, label %89, label %94

89:                                               ; preds = %85
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #4
  %90 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr null, ptr %90, align 8, !tbaa !2
  %91 = icmp eq ptr %71, null
  %92 = xor i32 %86, -2128831035
  %93 = mul i32 %92, 16777619
  br i1 %91, label %139, label %134

94:                                               ; preds = %85, %94
  %95 = phi i32 [ %99, %94 ], [ -2128831035, %85 ]
  %96 = phi ptr [ %101, %94 ], [ %87, %85 ]
  %97 = load i32, ptr %96, align 8, !tbaa !11
  %98 = xor i32 %97, %95
  %99 = mul i32 %98, 16777619
  %100 = getelementptr inbounds i8, ptr %96, i64 8
  %101 = load ptr, ptr %100, align 8, !tbaa !2
  %102 = icmp eq ptr %101, null
  br i1 %102, label %103, label %94, !llvm.loop !14

103:                                              ; preds = %94
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #4
  %104 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr null, ptr %104, align 8, !tbaa !2
  %105 = icmp eq ptr %71, null
  br i1 %105, label %106, label %109

106:                                              ; preds = %103
  %107 = xor i32 %99, %86
  %108 = mul i32 %107, 16777619
  br label %139

109:                                              ; preds = %103, %123
  %110 = phi ptr [ %124, %123 ], [ %1, %103 ]
  %111 = phi ptr [ %126, %123 ], [ %87, %103 ]
  %112 = phi ptr [ %127, %123 ], [ %71, %103 ]
  %113 = load i32, ptr %112, align 8, !tbaa !11
  %114 = load i32, ptr %111, align 8, !tbaa !11
  %115 = icmp sgt i32 %113, %114
  %116 = getelementptr inbounds i8, ptr %110, i64 8
  br i1 %115, label %120, label %117

117:                                              ; preds = %109
  store ptr %112, ptr %116, align 8, !tbaa !2
  %118 = getelementptr inbounds i8, ptr %112, i64 8
  %119 = load ptr, ptr %118, align 8, !tbaa !2
  br label %123

120:                                              ; preds = %109
  store ptr %111, ptr %116, align 8, !tbaa !2
  %121 = getelementptr inbounds i8, ptr %111, i64 8
  %122 = load ptr, ptr %121, align 8, !tbaa !2
  br label %123

123:                                              ; preds = %120, %117
  %124 = phi ptr [ %112, %117 ], [ %111, %120 ]
  %125 = phi ptr [ %119, %117 ], [ %112, %120 ]
  %126 = phi ptr [ %111, %117 ], [ %122, %120 ]
  %127 = freeze ptr %125
  %128 = icmp ne ptr %127, null
  %129 = icmp ne ptr %126, null
  %130 = select i1 %128, i1 %129, i1 false
  br i1 %130, label %109, label %131, !llvm.loop !15

131:                                              ; preds = %123
  %132 = xor i32 %99, %86
  %133 = mul i32 %132, 16777619
  br i1 %128, label %134, label %139

134:                                              ; preds = %89, %131
  %135 = phi i32 [ %93, %89 ], [ %133, %131 ]
  %136 = phi ptr [ %1, %89 ], [ %124, %131 ]
  %137 = phi ptr [ %71, %89 ], [ %127, %131 ]
  %138 = phi ptr [ %90, %89 ], [ %104, %131 ]
  br label %139

139:                                              ; preds = %89, %106, %131, %134
  %140 = phi i32 [ %135, %134 ], [ %133, %131 ], [ %108, %106 ], [ %93, %89 ]
  %141 = phi ptr [ %136, %134 ], [ %124, %131 ], [ %1, %106 ], [ %1, %89 ]
  %142 = phi ptr [ %138, %134 ], [ %104, %131 ], [ %104, %106 ], [ %90, %89 ]
  %143 = phi ptr [ %137, %134 ], [ %126, %131 ], [ %87, %106 ], [ null, %89 ]
  %144 = getelementptr inbounds i8, ptr %141, i64 8
  store ptr %143, ptr %144, align 8, !tbaa !2
  %145 = load ptr, ptr %142, align 8, !tbaa !2
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #4
  %146 = icmp eq ptr %145, null
  br i1 %146, label %229, label %199

147:                                              ; preds = %63, %195
  %148 = phi ptr [ %196, %195 ], [ %65, %63 ]
  %149 = phi i32 [ %197, %195 ], [ 0, %63 ]
  %150 = phi i32 [ %152, %195 ], [ -660279167, %63 ]
  %151 = mul i32 %150, 1103515245
  %152 = add i32 %151, 12345
  %153 = lshr i32 %152, 20
  %154 = add nsw i32 %153, -2048
  %155 = load ptr, ptr %2, align 8, !tbaa !10
  %156 = icmp eq ptr %155, null
  br i1 %156, label %187, label %157

157:                                              ; preds = %147
  %158 = load i32, ptr %155, align 8, !tbaa !11
  %159 = icmp eq i32 %158, %154
  br i1 %159, label %170, label %163

160:                                              ; preds = %163
  %161 = load i32, ptr %166, align 8, !tbaa !11
  %162 = icmp eq i32 %161, %154
  br i1 %162, label %168, label %163, !llvm.loop !16

163:                                              ; preds = %157, %160
  %164 = phi ptr [ %166, %160 ], [ %155, %157 ]
  %165 = getelementptr inbounds i8, ptr %164, i64 8
  %166 = load ptr, ptr %165, align 8, !tbaa !10
  %167 = icmp eq ptr %166, null
  br i1 %167, label %175, label %160, !llvm.loop !16

168:                                              ; preds = %160
  %169 = getelementptr inbounds i8, ptr %164, i64 8
  br label %170

170:                                              ; preds = %168, %157
  %171 = phi ptr [ %155, %157 ], [ %166, %168 ]
  %172 = phi ptr [ %2, %157 ], [ %169, %168 ]
  %173 = getelementptr inbounds i8, ptr %171, i64 8
  %174 = load ptr, ptr %173, align 8, !tbaa !2
  store ptr %174, ptr %172, align 8, !tbaa !10
  store ptr %148, ptr %173, align 8, !tbaa !2
  store ptr %171, ptr @free_list, align 8, !tbaa !10
  br label %195

175:                                              ; preds = %163
  %176 = icmp slt i32 %158, %154
  br i1 %176, label %177, label %187

177:                                              ; preds = %175, %182
  %178 = phi ptr [ %180, %182 ], [ %155, %175 ]
  %179 = getelementptr inbounds i8, ptr %178, i64 8
  %180 = load ptr, ptr %179, align 8, !tbaa !10
  %181 = icmp eq ptr %180, null
  br i1 %181, label %185, label %182, !llvm.loop !12

182:                                              ; preds = %177
  %183 = load i32, ptr %180, align 8, !tbaa !11
  %184 = icmp slt i32 %183, %154
  br i1 %184, label %177, label %185, !llvm.loop !12

185:                                              ; preds = %182, %177
  %186 = getelementptr inbounds i8, ptr %178, i64 8
  br label %187

187:                                              ; preds = %185, %175, %147
  %188 = phi ptr [ %2, %147 ], [ %2, %175 ], [ %186, %185 ]
  %189 = icmp eq ptr %148, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @abort() #3
  br label %191

191:                                              ; preds = %187, %190
  %192 = getelementptr inbounds i8, ptr %148, i64 8
  %193 = load ptr, ptr %192, align 8, !tbaa !2
  store ptr %193, ptr @free_list, align 8, !tbaa !10
  store i32 %154, ptr %148, align 8, !tbaa !11
  store ptr null, ptr %192, align 8, !tbaa !2
  %194 = load ptr, ptr %188, align 8, !tbaa !10
  store ptr %194, ptr %192, align 8, !tbaa !2
  store ptr %148, ptr %188, align 8, !tbaa !10
  br label %195

195:                                              ; preds = %170, %191
  %196 = phi ptr [ %171, %170 ], [ %193, %191 ]
  %197 = add nuw nsw i32 %149, 1
  %198 = icmp eq i32 %197, 30
  br i1 %198, label %69, label %147, !llvm.loop !17

199:                                              ; preds = %139, %241
  %200 = phi ptr [ %242, %241 ], [ %145, %139 ]
  %201 = getelementptr inbounds i8, ptr %200, i64 8
  %202 = load ptr, ptr %201, align 8, !tbaa !2
  %203 = icmp eq ptr %202, null
  br i1 %203, label %204, label %235

204:                                              ; preds = %241, %199
  br label %205

205:                                              ; preds = %204, %205
  %206 = phi i32 [ %210, %205 ], [ -2128831035, %204 ]
  %207 = phi ptr [ %212, %205 ], [ %145, %204 ]
  %208 = load i32, ptr %207, align 8, !tbaa !11
  %209 = xor i32 %208, %206
  %210 = mul i32 %209, 16777619
  %211 = getelementptr inbounds i8, ptr %207, i64 8
  %212 = load ptr, ptr %211, align 8, !tbaa !2
  %213 = icmp eq ptr %212, null
  br i1 %213, label %214, label %205, !llvm.loop !14

214:                                              ; preds = %205, %214
  %215 = phi ptr [ %218, %214 ], [ %145, %205 ]
  %216 = phi ptr [ %215, %214 ], [ null, %205 ]
  %217 = getelementptr inbounds i8, ptr %215, i64 8
  %218 = load ptr, ptr %217, align 8, !tbaa !2
  store ptr %216, ptr %217, align 8, !tbaa !2
  %219 = icmp eq ptr %218, null
  br i1 %219, label %220, label %214, !llvm.loop !18

220:                                              ; preds = %214, %220
  %221 = phi i32 [ %225, %220 ], [ -2128831035, %214 ]
  %222 = phi ptr [ %227, %220 ], [ %215, %214 ]
  %223 = load i32, ptr %222, align 8, !tbaa !11
  %224 = xor i32 %223, %221
  %225 = mul i32 %224, 16777619
  %226 = getelementptr inbounds i8, ptr %222, i64 8
  %227 = load ptr, ptr %226, align 8, !tbaa !2
  %228 = icmp eq ptr %227, null
  br i1 %228, label %229, label %220, !llvm.loop !14

229:                                              ; preds = %220, %139
  %230 = phi i32 [ -2128831035, %139 ], [ %210, %220 ]
  %231 = phi i32 [ -2128831035, %139 ], [ %225, %220 ]
  %232 = xor i32 %230, %140
  %233 = mul i32 %232, 16777619
  %234 = xor i32 %233, %231
  store i16 -1, ptr @lru_tail, align 2, !tbaa !19
  store i16 -1, ptr @lru_head, align 2, !tbaa !19
  br label %246

235:                                              ; preds = %199
  %236 = load i32, ptr %200, align 8, !tbaa !11
  %237 = load i32, ptr %202, align 8, !tbaa !11
  %238 = icmp sgt i32 %236, %237
  br i1 %238, label %239, label %241

239:                                              ; preds = %235
  tail call void @abort() #3
  %240 = load ptr, ptr %201, align 8, !tbaa !2
  br label %241

241:                                              ; preds = %235, %239
  %242 = phi ptr [ %202, %235 ], [ %240, %239 ]
  %243 = icmp eq ptr %242, null
  br i1 %243, label %204, label %199, !llvm.loop !21

244:                                              ; preds = %246
  %245 = load i32, ptr @used, align 4, !tbaa !22
  br label %270

246:                                              ; preds = %246, %229
  %247 = phi i64 [ 0, %229 ], [ %263, %246 ]
  %248 = getelementptr inbounds [64 x i8], ptr @where, i64 0, i64 %247
  store i8 -1, ptr %248, align 8, !tbaa !23
  %249 = or disjoint i64 %247, 1
  %250 = getelementptr inbounds [64 x i8], ptr @where, i64 0, i64 %249
  store i8 -1, ptr %250, align 1, !tbaa !23
  %251 = or disjoint i64 %247, 2
  %252 = getelementptr inbounds [64 x i8], ptr @where, i64 0, i64 %251
  store i8 -1, ptr %252, align 2, !tbaa !23
  %253 = or disjoint i64 %247, 3
  %254 = getelementptr inbounds [64 x i8], ptr @where, i64 0, i64 %253
  store i8 -1, ptr %254, align 1, !tbaa !23
  %255 = or disjoint i64 %247, 4
  %256 = getelementptr inbounds [64 x i8], ptr @where, i64 0, i64 %255
  store i8 -1, ptr %256, align 4, !tbaa !23
  %257 = or disjoint i64 %247, 5
  %258 = getelementptr inbounds [64 x i8], ptr @where, i64 0, i64 %257
  store i8 -1, ptr %258, align 1, !tbaa !23
  %259 = or disjoint i64 %247, 6
  %260 = getelementptr inbounds [64 x i8], ptr @where, i64 0, i64 %259
  store i8 -1, ptr %260, align 2, !tbaa !23
  %261 = or disjoint i64 %247, 7
  %262 = getelementptr inbounds [64 x i8], ptr @where, i64 0, i64 %261
  store i8 -1, ptr %262, align 1, !tbaa !23
  %263 = add nuw nsw i64 %247, 8
  %264 = icmp eq i64 %263, 64
  br i1 %264, label %244, label %246, !llvm.loop !24

265:                                              ; preds = %360
  %266 = mul i32 %234, 16777619
  %267 = xor i32 %365, %266
  %268 = mul i32 %267, 16777619
  %269 = icmp sgt i16 %361, -1
  br i1 %269, label %371, label %368

270:                                              ; preds = %244, %360
  %271 = phi i16 [ -1, %244 ], [ %361, %360 ]
  %272 = phi i16 [ -1, %244 ], [ %362, %360 ]
  %273 = phi i32 [ 0, %244 ], [ %366, %360 ]
  %274 = phi i32 [ 0, %244 ], [ %365, %360 ]
  %275 = phi i32 [ -776295573, %244 ], [ %278, %360 ]
  %276 = phi i32 [ %245, %244 ], [ %363, %360 ]
  %277 = mul i32 %275, 1103515245
  %278 = add i32 %277, 12345
  %279 = lshr i32 %278, 16
  %280 = icmp slt i32 %278, 0
  %281 = select i1 %280, i32 15, i32 63
  %282 = and i32 %281, %279
  %283 = zext nneg i32 %282 to i64
  %284 = getelementptr inbounds [64 x i8], ptr @where, i64 0, i64 %283
  %285 = load i8, ptr %284, align 1, !tbaa !23
  %286 = icmp sgt i8 %285, -1
  br i1 %286, label %287, label %313

287:                                              ; preds = %270
  %288 = zext nneg i8 %285 to i64
  %289 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %288, i32 3
  %290 = load i8, ptr %289, align 1, !tbaa !25
  %291 = add i8 %290, 1
  store i8 %291, ptr %289, align 1, !tbaa !25
  %292 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %288
  %293 = load i16, ptr %292, align 2, !tbaa !27
  %294 = icmp sgt i16 %293, -1
  %295 = getelementptr inbounds i8, ptr %292, i64 2
  %296 = load i16, ptr %295, align 2, !tbaa !28
  %297 = zext nneg i16 %293 to i64
  %298 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %297, i32 1
  %299 = select i1 %294, ptr %298, ptr @lru_head
  store i16 %296, ptr %299, align 2, !tbaa !19
  %300 = icmp sgt i16 %296, -1
  %301 = zext nneg i16 %296 to i64
  %302 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %301
  %303 = select i1 %300, ptr %302, ptr @lru_tail
  store i16 %293, ptr %303, align 2, !tbaa !19
  store i16 -1, ptr %292, align 2, !tbaa !27
  %304 = load i16, ptr @lru_head, align 2, !tbaa !19
  store i16 %304, ptr %295, align 2, !tbaa !28
  %305 = icmp sgt i16 %304, -1
  %306 = zext nneg i8 %285 to i16
  br i1 %305, label %307, label %310

307:                                              ; preds = %287
  %308 = zext nneg i16 %304 to i64
  %309 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %308
  store i16 %306, ptr %309, align 2, !tbaa !27
  br label %310

310:                                              ; preds = %307, %287
  store i16 %306, ptr @lru_head, align 2, !tbaa !19
  %311 = load i16, ptr @lru_tail, align 2, !tbaa !19
  %312 = icmp slt i16 %311, 0
  br i1 %312, label %356, label %360

313:                                              ; preds = %270
  %314 = icmp slt i32 %276, 16
  br i1 %314, label %315, label %317

315:                                              ; preds = %313
  %316 = add nsw i32 %276, 1
  store i32 %316, ptr @used, align 4, !tbaa !22
  br label %337

317:                                              ; preds = %313
  %318 = sext i16 %272 to i32
  %319 = sext i16 %272 to i64
  %320 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %319
  %321 = load i16, ptr %320, align 2, !tbaa !27
  %322 = icmp sgt i16 %321, -1
  %323 = getelementptr inbounds i8, ptr %320, i64 2
  %324 = load i16, ptr %323, align 2, !tbaa !28
  %325 = zext nneg i16 %321 to i64
  %326 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %325, i32 1
  %327 = select i1 %322, ptr %326, ptr @lru_head
  store i16 %324, ptr %327, align 2, !tbaa !19
  %328 = icmp sgt i16 %324, -1
  %329 = zext nneg i16 %324 to i64
  %330 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %329
  %331 = select i1 %328, ptr %330, ptr @lru_tail
  store i16 %321, ptr %331, align 2, !tbaa !19
  %332 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %319, i32 2
  %333 = load i8, ptr %332, align 2, !tbaa !29
  %334 = zext i8 %333 to i64
  %335 = getelementptr inbounds [64 x i8], ptr @where, i64 0, i64 %334
  store i8 -1, ptr %335, align 1, !tbaa !23
  %336 = load i16, ptr @lru_head, align 2, !tbaa !19
  br label %337

337:                                              ; preds = %317, %315
  %338 = phi i16 [ %271, %315 ], [ %336, %317 ]
  %339 = phi i32 [ %316, %315 ], [ %276, %317 ]
  %340 = phi i32 [ %276, %315 ], [ %318, %317 ]
  %341 = trunc nuw nsw i32 %282 to i8
  %342 = sext i32 %340 to i64
  %343 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %342
  %344 = getelementptr inbounds i8, ptr %343, i64 4
  store i8 %341, ptr %344, align 2, !tbaa !29
  %345 = getelementptr inbounds i8, ptr %343, i64 5
  store i8 0, ptr %345, align 1, !tbaa !25
  %346 = trunc i32 %340 to i8
  store i8 %346, ptr %284, align 1, !tbaa !23
  store i16 -1, ptr %343, align 2, !tbaa !27
  %347 = getelementptr inbounds i8, ptr %343, i64 2
  store i16 %338, ptr %347, align 2, !tbaa !28
  %348 = icmp sgt i16 %338, -1
  %349 = trunc i32 %340 to i16
  br i1 %348, label %350, label %353

350:                                              ; preds = %337
  %351 = zext nneg i16 %338 to i64
  %352 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %351
  store i16 %349, ptr %352, align 2, !tbaa !27
  br label %353

353:                                              ; preds = %350, %337
  store i16 %349, ptr @lru_head, align 2, !tbaa !19
  %354 = load i16, ptr @lru_tail, align 2, !tbaa !19
  %355 = icmp slt i16 %354, 0
  br i1 %355, label %356, label %360

356:                                              ; preds = %353, %310
  %357 = phi i32 [ %276, %310 ], [ %339, %353 ]
  %358 = phi i16 [ %306, %310 ], [ %349, %353 ]
  %359 = phi i32 [ 1, %310 ], [ 0, %353 ]
  store i16 %358, ptr @lru_tail, align 2, !tbaa !19
  br label %360

360:                                              ; preds = %310, %353, %356
  %361 = phi i16 [ %306, %310 ], [ %349, %353 ], [ %358, %356 ]
  %362 = phi i16 [ %311, %310 ], [ %354, %353 ], [ %358, %356 ]
  %363 = phi i32 [ %276, %310 ], [ %339, %353 ], [ %357, %356 ]
  %364 = phi i32 [ 1, %310 ], [ 0, %353 ], [ %359, %356 ]
  %365 = add nuw nsw i32 %364, %274
  %366 = add nuw nsw i32 %273, 1
  %367 = icmp eq i32 %366, 900
  br i1 %367, label %265, label %270, !llvm.loop !30

368:                                              ; preds = %371, %265
  %369 = phi i32 [ %268, %265 ], [ %382, %371 ]
  %370 = and i32 %369, 2147483647
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  ret i32 %370

371:                                              ; preds = %265, %371
  %372 = phi i32 [ %382, %371 ], [ %268, %265 ]
  %373 = phi i16 [ %381, %371 ], [ %361, %265 ]
  %374 = zext nneg i16 %373 to i64
  %375 = getelementptr inbounds [16 x %struct.entry], ptr @cache, i64 0, i64 %374
  %376 = getelementptr inbounds i8, ptr %375, i64 4
  %377 = load i16, ptr %376, align 2
  %378 = zext i16 %377 to i32
  %379 = xor i32 %372, %378
  %380 = getelementptr inbounds i8, ptr %375, i64 2
  %381 = load i16, ptr %380, align 2, !tbaa !19
  %382 = mul i32 %379, 16777619
  %383 = icmp sgt i16 %381, -1
  br i1 %383, label %371, label %368, !llvm.loop !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !7, i64 8}
!3 = !{!"node", !4, i64 0, !7, i64 8}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!"any pointer", !5, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!7, !7, i64 0}
!11 = !{!3, !4, i64 0}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !5, i64 0}
!21 = distinct !{!21, !9}
!22 = !{!4, !4, i64 0}
!23 = !{!5, !5, i64 0}
!24 = distinct !{!24, !9}
!25 = !{!26, !5, i64 5}
!26 = !{!"entry", !20, i64 0, !20, i64 2, !5, i64 4, !5, i64 5}
!27 = !{!26, !20, i64 0}
!28 = !{!26, !20, i64 2}
!29 = !{!26, !5, i64 4}
!30 = distinct !{!30, !9}
!31 = distinct !{!31, !9}
