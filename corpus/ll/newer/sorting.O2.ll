; ModuleID = 'sorting.c'
source_filename = "sorting.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rec = type { i8, i16 }

@orig = internal global [160 x i32] zeroinitializer, align 16
@recs = internal unnamed_addr global [160 x %struct.rec] zeroinitializer, align 16
@h1 = internal global [160 x i32] zeroinitializer, align 16
@s1 = internal global [160 x i32] zeroinitializer, align 16
@m1 = internal global [160 x i32] zeroinitializer, align 16
@sorted_recs = internal unnamed_addr global [160 x %struct.rec] zeroinitializer, align 16
@tmp = internal global [160 x i32] zeroinitializer, align 16
@counting_sort.count = internal unnamed_addr global [257 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  br label %361

1:                                                ; preds = %377
  %2 = tail call ptr @memcpy(ptr noundef nonnull @h1, ptr noundef nonnull @orig, i64 noundef 640) #3
  %3 = tail call ptr @memcpy(ptr noundef nonnull @s1, ptr noundef nonnull @orig, i64 noundef 640) #3
  %4 = tail call ptr @memcpy(ptr noundef nonnull @m1, ptr noundef nonnull @orig, i64 noundef 640) #3
  br label %5

5:                                                ; preds = %40, %1
  %6 = phi i64 [ 79, %1 ], [ %41, %40 ]
  %7 = getelementptr inbounds i32, ptr @h1, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !2
  %9 = trunc nuw nsw i64 %6 to i32
  br label %10

10:                                               ; preds = %35, %5
  %11 = phi i32 [ %33, %35 ], [ %9, %5 ]
  %12 = shl nsw i32 %11, 1
  %13 = or disjoint i32 %12, 1
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr @h1, i64 %14
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr @h1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !2
  %19 = icmp slt i32 %8, %18
  %20 = select i1 %19, i32 %13, i32 %11
  %21 = icmp sgt i32 %11, 78
  br i1 %21, label %32, label %22

22:                                               ; preds = %10
  %23 = add nsw i32 %12, 2
  %24 = sext i32 %20 to i64
  %25 = getelementptr inbounds i32, ptr @h1, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !2
  %27 = sext i32 %23 to i64
  %28 = getelementptr inbounds i32, ptr @h1, i64 %27
  %29 = load i32, ptr %28, align 8, !tbaa !2
  %30 = icmp slt i32 %26, %29
  %31 = select i1 %30, i32 %23, i32 %20
  br label %32

32:                                               ; preds = %22, %10
  %33 = phi i32 [ %20, %10 ], [ %31, %22 ]
  %34 = icmp eq i32 %33, %11
  br i1 %34, label %40, label %35

35:                                               ; preds = %32
  %36 = sext i32 %33 to i64
  %37 = getelementptr inbounds i32, ptr @h1, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !2
  store i32 %38, ptr %15, align 4, !tbaa !2
  store i32 %8, ptr %37, align 4, !tbaa !2
  %39 = icmp slt i32 %33, 80
  br i1 %39, label %10, label %40

40:                                               ; preds = %35, %32
  %41 = add nsw i64 %6, -1
  %42 = icmp eq i64 %6, 0
  br i1 %42, label %43, label %5, !llvm.loop !6

43:                                               ; preds = %40
  %44 = load i32, ptr getelementptr inbounds (i8, ptr @h1, i64 636), align 4, !tbaa !2
  %45 = load i32, ptr @h1, align 16, !tbaa !2
  store i32 %45, ptr getelementptr inbounds (i8, ptr @h1, i64 636), align 4, !tbaa !2
  store i32 %44, ptr @h1, align 16, !tbaa !2
  br label %46

46:                                               ; preds = %43, %82
  %47 = phi i64 [ 158, %43 ], [ %86, %82 ]
  %48 = phi i32 [ %44, %43 ], [ %84, %82 ]
  %49 = phi i64 [ 159, %43 ], [ %47, %82 ]
  br label %50

50:                                               ; preds = %46, %75
  %51 = phi i32 [ %79, %75 ], [ 0, %46 ]
  %52 = phi i32 [ %73, %75 ], [ 0, %46 ]
  %53 = or disjoint i32 %51, 1
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds i32, ptr @h1, i64 %54
  %56 = sext i32 %53 to i64
  %57 = getelementptr inbounds i32, ptr @h1, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !2
  %59 = icmp slt i32 %48, %58
  %60 = select i1 %59, i32 %53, i32 %52
  %61 = add nsw i32 %51, 2
  %62 = sext i32 %61 to i64
  %63 = icmp sgt i64 %49, %62
  br i1 %63, label %64, label %72

64:                                               ; preds = %50
  %65 = sext i32 %60 to i64
  %66 = getelementptr inbounds i32, ptr @h1, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !2
  %68 = getelementptr inbounds i32, ptr @h1, i64 %62
  %69 = load i32, ptr %68, align 8, !tbaa !2
  %70 = icmp slt i32 %67, %69
  %71 = select i1 %70, i32 %61, i32 %60
  br label %72

72:                                               ; preds = %64, %50
  %73 = phi i32 [ %60, %50 ], [ %71, %64 ]
  %74 = icmp eq i32 %73, %52
  br i1 %74, label %82, label %75

75:                                               ; preds = %72
  %76 = sext i32 %73 to i64
  %77 = getelementptr inbounds i32, ptr @h1, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !2
  store i32 %78, ptr %55, align 4, !tbaa !2
  store i32 %48, ptr %77, align 4, !tbaa !2
  %79 = shl nsw i32 %73, 1
  %80 = sext i32 %79 to i64
  %81 = icmp sgt i64 %47, %80
  br i1 %81, label %50, label %82

82:                                               ; preds = %75, %72
  %83 = getelementptr inbounds i32, ptr @h1, i64 %47
  %84 = load i32, ptr %83, align 4, !tbaa !2
  %85 = load i32, ptr @h1, align 16, !tbaa !2
  store i32 %85, ptr %83, align 4, !tbaa !2
  store i32 %84, ptr @h1, align 16, !tbaa !2
  %86 = add nsw i64 %47, -1
  %87 = icmp eq i64 %86, 0
  br i1 %87, label %217, label %46

88:                                               ; preds = %239, %142
  %89 = phi i32 [ %148, %142 ], [ 0, %239 ]
  %90 = phi i64 [ %146, %142 ], [ 23, %239 ]
  %91 = urem i32 %89, 23
  %92 = getelementptr inbounds i32, ptr @s1, i64 %90
  %93 = load i32, ptr %92, align 4, !tbaa !2
  %94 = add nsw i64 %90, -23
  %95 = getelementptr inbounds i32, ptr @s1, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !2
  %97 = icmp sgt i32 %96, %93
  br i1 %97, label %98, label %139

98:                                               ; preds = %88
  %99 = getelementptr inbounds i32, ptr @s1, i64 %90
  store i32 %96, ptr %99, align 4, !tbaa !2
  %100 = icmp ult i64 %90, 46
  br i1 %100, label %142, label %101, !llvm.loop !8

101:                                              ; preds = %98
  %102 = add nsw i64 %90, -46
  %103 = getelementptr inbounds i32, ptr @s1, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !2
  %105 = icmp sgt i32 %104, %93
  br i1 %105, label %106, label %139

106:                                              ; preds = %101
  %107 = getelementptr inbounds i32, ptr @s1, i64 %94
  store i32 %104, ptr %107, align 4, !tbaa !2
  %108 = icmp ult i64 %90, 69
  br i1 %108, label %142, label %109, !llvm.loop !8

109:                                              ; preds = %106
  %110 = add nsw i64 %90, -69
  %111 = getelementptr inbounds i32, ptr @s1, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !2
  %113 = icmp sgt i32 %112, %93
  br i1 %113, label %114, label %139

114:                                              ; preds = %109
  %115 = getelementptr inbounds i32, ptr @s1, i64 %102
  store i32 %112, ptr %115, align 4, !tbaa !2
  %116 = icmp ult i64 %90, 92
  br i1 %116, label %142, label %117, !llvm.loop !8

117:                                              ; preds = %114
  %118 = add nsw i64 %90, -92
  %119 = getelementptr inbounds i32, ptr @s1, i64 %118
  %120 = load i32, ptr %119, align 4, !tbaa !2
  %121 = icmp sgt i32 %120, %93
  br i1 %121, label %122, label %139

122:                                              ; preds = %117
  %123 = getelementptr inbounds i32, ptr @s1, i64 %110
  store i32 %120, ptr %123, align 4, !tbaa !2
  %124 = icmp ult i64 %90, 115
  br i1 %124, label %142, label %125, !llvm.loop !8

125:                                              ; preds = %122
  %126 = add nsw i64 %90, -115
  %127 = getelementptr inbounds i32, ptr @s1, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !2
  %129 = icmp sgt i32 %128, %93
  br i1 %129, label %130, label %139

130:                                              ; preds = %125
  %131 = getelementptr inbounds i32, ptr @s1, i64 %118
  store i32 %128, ptr %131, align 4, !tbaa !2
  %132 = icmp ult i64 %90, 138
  br i1 %132, label %142, label %133, !llvm.loop !8

133:                                              ; preds = %130
  %134 = getelementptr i32, ptr getelementptr (i8, ptr @s1, i64 -552), i64 %90
  %135 = load i32, ptr %134, align 4, !tbaa !2
  %136 = icmp sgt i32 %135, %93
  br i1 %136, label %137, label %139

137:                                              ; preds = %133
  %138 = getelementptr inbounds i32, ptr @s1, i64 %126
  store i32 %135, ptr %138, align 4, !tbaa !2
  br label %142

139:                                              ; preds = %133, %125, %117, %109, %101, %88
  %140 = phi i64 [ %90, %88 ], [ %94, %101 ], [ %102, %109 ], [ %110, %117 ], [ %118, %125 ], [ %126, %133 ]
  %141 = trunc nsw i64 %140 to i32
  br label %142

142:                                              ; preds = %98, %106, %114, %122, %130, %137, %139
  %143 = phi i32 [ %141, %139 ], [ %91, %137 ], [ %91, %130 ], [ %91, %122 ], [ %91, %114 ], [ %91, %106 ], [ %91, %98 ]
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds i32, ptr @s1, i64 %144
  store i32 %93, ptr %145, align 4, !tbaa !2
  %146 = add nuw nsw i64 %90, 1
  %147 = icmp eq i64 %146, 160
  %148 = add nuw nsw i32 %89, 1
  br i1 %147, label %149, label %88, !llvm.loop !9

149:                                              ; preds = %142, %166
  %150 = phi i32 [ %172, %166 ], [ 0, %142 ]
  %151 = phi i64 [ %170, %166 ], [ 10, %142 ]
  %152 = urem i32 %150, 10
  %153 = getelementptr inbounds i32, ptr @s1, i64 %151
  %154 = load i32, ptr %153, align 4, !tbaa !2
  br label %155

155:                                              ; preds = %161, %149
  %156 = phi i64 [ %157, %161 ], [ %151, %149 ]
  %157 = add nsw i64 %156, -10
  %158 = getelementptr inbounds i32, ptr @s1, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !2
  %160 = icmp sgt i32 %159, %154
  br i1 %160, label %161, label %164

161:                                              ; preds = %155
  %162 = getelementptr inbounds i32, ptr @s1, i64 %156
  store i32 %159, ptr %162, align 4, !tbaa !2
  %163 = icmp slt i64 %156, 20
  br i1 %163, label %166, label %155, !llvm.loop !8

164:                                              ; preds = %155
  %165 = trunc nsw i64 %156 to i32
  br label %166

166:                                              ; preds = %161, %164
  %167 = phi i32 [ %165, %164 ], [ %152, %161 ]
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds i32, ptr @s1, i64 %168
  store i32 %154, ptr %169, align 4, !tbaa !2
  %170 = add nuw nsw i64 %151, 1
  %171 = icmp eq i64 %170, 160
  %172 = add nuw nsw i32 %150, 1
  br i1 %171, label %173, label %149, !llvm.loop !9

173:                                              ; preds = %166, %190
  %174 = phi i32 [ %196, %190 ], [ 0, %166 ]
  %175 = phi i64 [ %194, %190 ], [ 4, %166 ]
  %176 = and i32 %174, 3
  %177 = getelementptr inbounds i32, ptr @s1, i64 %175
  %178 = load i32, ptr %177, align 4, !tbaa !2
  br label %179

179:                                              ; preds = %185, %173
  %180 = phi i64 [ %181, %185 ], [ %175, %173 ]
  %181 = add nsw i64 %180, -4
  %182 = getelementptr inbounds i32, ptr @s1, i64 %181
  %183 = load i32, ptr %182, align 4, !tbaa !2
  %184 = icmp sgt i32 %183, %178
  br i1 %184, label %185, label %188

185:                                              ; preds = %179
  %186 = getelementptr inbounds i32, ptr @s1, i64 %180
  store i32 %183, ptr %186, align 4, !tbaa !2
  %187 = icmp slt i64 %180, 8
  br i1 %187, label %190, label %179, !llvm.loop !8

188:                                              ; preds = %179
  %189 = trunc nsw i64 %180 to i32
  br label %190

190:                                              ; preds = %185, %188
  %191 = phi i32 [ %189, %188 ], [ %176, %185 ]
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds i32, ptr @s1, i64 %192
  store i32 %178, ptr %193, align 4, !tbaa !2
  %194 = add nuw nsw i64 %175, 1
  %195 = icmp eq i64 %194, 160
  %196 = add nuw nsw i32 %174, 1
  br i1 %195, label %197, label %173, !llvm.loop !9

197:                                              ; preds = %190, %210
  %198 = phi i64 [ %215, %210 ], [ 1, %190 ]
  %199 = getelementptr inbounds i32, ptr @s1, i64 %198
  %200 = load i32, ptr %199, align 4, !tbaa !2
  br label %201

201:                                              ; preds = %207, %197
  %202 = phi i64 [ %203, %207 ], [ %198, %197 ]
  %203 = add nsw i64 %202, -1
  %204 = getelementptr inbounds i32, ptr @s1, i64 %203
  %205 = load i32, ptr %204, align 4, !tbaa !2
  %206 = icmp sgt i32 %205, %200
  br i1 %206, label %207, label %210

207:                                              ; preds = %201
  %208 = getelementptr inbounds i32, ptr @s1, i64 %202
  store i32 %205, ptr %208, align 4, !tbaa !2
  %209 = icmp slt i64 %202, 2
  br i1 %209, label %210, label %201, !llvm.loop !8

210:                                              ; preds = %207, %201
  %211 = phi i64 [ %202, %201 ], [ 0, %207 ]
  %212 = shl i64 %211, 32
  %213 = ashr exact i64 %212, 30
  %214 = getelementptr inbounds i8, ptr @s1, i64 %213
  store i32 %200, ptr %214, align 4, !tbaa !2
  %215 = add nuw nsw i64 %198, 1
  %216 = icmp eq i64 %215, 160
  br i1 %216, label %246, label %197, !llvm.loop !9

217:                                              ; preds = %82, %239
  %218 = phi i32 [ %245, %239 ], [ 0, %82 ]
  %219 = phi i64 [ %243, %239 ], [ 57, %82 ]
  %220 = urem i32 %218, 57
  %221 = getelementptr inbounds i32, ptr @s1, i64 %219
  %222 = load i32, ptr %221, align 4, !tbaa !2
  %223 = add nsw i64 %219, -57
  %224 = getelementptr inbounds i32, ptr @s1, i64 %223
  %225 = load i32, ptr %224, align 4, !tbaa !2
  %226 = icmp sgt i32 %225, %222
  br i1 %226, label %227, label %236

227:                                              ; preds = %217
  %228 = getelementptr inbounds i32, ptr @s1, i64 %219
  store i32 %225, ptr %228, align 4, !tbaa !2
  %229 = icmp ult i64 %219, 114
  br i1 %229, label %239, label %230, !llvm.loop !8

230:                                              ; preds = %227
  %231 = getelementptr i32, ptr getelementptr (i8, ptr @s1, i64 -456), i64 %219
  %232 = load i32, ptr %231, align 4, !tbaa !2
  %233 = icmp sgt i32 %232, %222
  br i1 %233, label %234, label %236

234:                                              ; preds = %230
  %235 = getelementptr inbounds i32, ptr @s1, i64 %223
  store i32 %232, ptr %235, align 4, !tbaa !2
  br label %239

236:                                              ; preds = %230, %217
  %237 = phi i64 [ %219, %217 ], [ %223, %230 ]
  %238 = trunc nuw nsw i64 %237 to i32
  br label %239

239:                                              ; preds = %227, %234, %236
  %240 = phi i32 [ %238, %236 ], [ %220, %234 ], [ %220, %227 ]
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds i32, ptr @s1, i64 %241
  store i32 %222, ptr %242, align 4, !tbaa !2
  %243 = add nuw nsw i64 %219, 1
  %244 = icmp eq i64 %243, 160
  %245 = add nuw nsw i32 %218, 1
  br i1 %244, label %88, label %217, !llvm.loop !9

246:                                              ; preds = %210, %253
  %247 = phi i32 [ %248, %253 ], [ 1, %210 ]
  %248 = shl nuw i32 %247, 1
  %249 = zext i32 %248 to i64
  br label %256

250:                                              ; preds = %323, %337, %303
  %251 = icmp ult i32 %265, 160
  %252 = add nuw nsw i64 %257, %249
  br i1 %251, label %256, label %253, !llvm.loop !10

253:                                              ; preds = %250
  %254 = tail call ptr @memcpy(ptr noundef nonnull @m1, ptr noundef nonnull @tmp, i64 noundef 640) #3
  %255 = icmp ult i32 %247, 80
  br i1 %255, label %246, label %358, !llvm.loop !11

256:                                              ; preds = %250, %246
  %257 = phi i64 [ %252, %250 ], [ %249, %246 ]
  %258 = phi i64 [ %264, %250 ], [ 0, %246 ]
  %259 = tail call i64 @llvm.umin.i64(i64 %257, i64 160)
  %260 = tail call i64 @llvm.umin.i64(i64 %257, i64 160)
  %261 = trunc i64 %258 to i32
  %262 = add nuw nsw i32 %247, %261
  %263 = tail call i32 @llvm.umin.i32(i32 %262, i32 160)
  %264 = add nuw nsw i64 %258, %249
  %265 = trunc i64 %264 to i32
  %266 = tail call i32 @llvm.umin.i32(i32 %265, i32 160)
  %267 = icmp ult i32 %262, %266
  br i1 %267, label %279, label %270

268:                                              ; preds = %279
  %269 = trunc nuw i64 %296 to i32
  br label %270

270:                                              ; preds = %268, %256
  %271 = phi i32 [ %261, %256 ], [ %291, %268 ]
  %272 = phi i32 [ %263, %256 ], [ %294, %268 ]
  %273 = phi i32 [ %261, %256 ], [ %269, %268 ]
  %274 = icmp slt i32 %271, %263
  br i1 %274, label %275, label %303

275:                                              ; preds = %270
  %276 = zext i32 %273 to i64
  %277 = zext nneg i32 %271 to i64
  %278 = zext nneg i32 %263 to i64
  br label %328

279:                                              ; preds = %256, %279
  %280 = phi i64 [ %296, %279 ], [ %258, %256 ]
  %281 = phi i32 [ %294, %279 ], [ %263, %256 ]
  %282 = phi i32 [ %291, %279 ], [ %261, %256 ]
  %283 = zext nneg i32 %282 to i64
  %284 = getelementptr inbounds i32, ptr @m1, i64 %283
  %285 = load i32, ptr %284, align 4, !tbaa !2
  %286 = zext nneg i32 %281 to i64
  %287 = getelementptr inbounds i32, ptr @m1, i64 %286
  %288 = load i32, ptr %287, align 4, !tbaa !2
  %289 = icmp sle i32 %285, %288
  %290 = zext i1 %289 to i32
  %291 = add nuw nsw i32 %282, %290
  %292 = xor i1 %289, true
  %293 = zext i1 %292 to i32
  %294 = add nuw nsw i32 %281, %293
  %295 = tail call i32 @llvm.smin.i32(i32 %285, i32 %288)
  %296 = add nuw nsw i64 %280, 1
  %297 = getelementptr inbounds [160 x i32], ptr @tmp, i64 0, i64 %280
  store i32 %295, ptr %297, align 4, !tbaa !2
  %298 = icmp ult i32 %291, %263
  %299 = icmp ult i32 %294, %266
  %300 = select i1 %298, i1 %299, i1 false
  br i1 %300, label %279, label %268, !llvm.loop !12

301:                                              ; preds = %328
  %302 = trunc nuw i64 %334 to i32
  br label %303

303:                                              ; preds = %301, %270
  %304 = phi i32 [ %273, %270 ], [ %302, %301 ]
  %305 = icmp slt i32 %272, %266
  br i1 %305, label %306, label %250

306:                                              ; preds = %303
  %307 = zext i32 %304 to i64
  %308 = sext i32 %272 to i64
  %309 = sub nsw i64 %259, %308
  %310 = and i64 %309, 3
  %311 = icmp eq i64 %310, 0
  br i1 %311, label %323, label %312

312:                                              ; preds = %306, %312
  %313 = phi i64 [ %316, %312 ], [ %308, %306 ]
  %314 = phi i64 [ %319, %312 ], [ %307, %306 ]
  %315 = phi i64 [ %321, %312 ], [ 0, %306 ]
  %316 = add nsw i64 %313, 1
  %317 = getelementptr inbounds i32, ptr @m1, i64 %313
  %318 = load i32, ptr %317, align 4, !tbaa !2
  %319 = add nuw nsw i64 %314, 1
  %320 = getelementptr inbounds [160 x i32], ptr @tmp, i64 0, i64 %314
  store i32 %318, ptr %320, align 4, !tbaa !2
  %321 = add i64 %315, 1
  %322 = icmp eq i64 %321, %310
  br i1 %322, label %323, label %312, !llvm.loop !13

323:                                              ; preds = %312, %306
  %324 = phi i64 [ %308, %306 ], [ %316, %312 ]
  %325 = phi i64 [ %307, %306 ], [ %319, %312 ]
  %326 = sub nsw i64 %308, %259
  %327 = icmp ugt i64 %326, -4
  br i1 %327, label %250, label %337

328:                                              ; preds = %328, %275
  %329 = phi i64 [ %277, %275 ], [ %331, %328 ]
  %330 = phi i64 [ %276, %275 ], [ %334, %328 ]
  %331 = add nuw nsw i64 %329, 1
  %332 = getelementptr inbounds i32, ptr @m1, i64 %329
  %333 = load i32, ptr %332, align 4, !tbaa !2
  %334 = add nuw nsw i64 %330, 1
  %335 = getelementptr inbounds [160 x i32], ptr @tmp, i64 0, i64 %330
  store i32 %333, ptr %335, align 4, !tbaa !2
  %336 = icmp ult i64 %331, %278
  br i1 %336, label %328, label %301, !llvm.loop !15

337:                                              ; preds = %323, %337
  %338 = phi i64 [ %352, %337 ], [ %324, %323 ]
  %339 = phi i64 [ %355, %337 ], [ %325, %323 ]
  %340 = getelementptr inbounds i32, ptr @m1, i64 %338
  %341 = load i32, ptr %340, align 4, !tbaa !2
  %342 = add nuw nsw i64 %339, 1
  %343 = getelementptr inbounds [160 x i32], ptr @tmp, i64 0, i64 %339
  store i32 %341, ptr %343, align 4, !tbaa !2
  %344 = getelementptr i32, ptr getelementptr (i8, ptr @m1, i64 4), i64 %338
  %345 = load i32, ptr %344, align 4, !tbaa !2
  %346 = add nuw nsw i64 %339, 2
  %347 = getelementptr inbounds [160 x i32], ptr @tmp, i64 0, i64 %342
  store i32 %345, ptr %347, align 4, !tbaa !2
  %348 = getelementptr i32, ptr getelementptr (i8, ptr @m1, i64 8), i64 %338
  %349 = load i32, ptr %348, align 4, !tbaa !2
  %350 = add nuw nsw i64 %339, 3
  %351 = getelementptr inbounds [160 x i32], ptr @tmp, i64 0, i64 %346
  store i32 %349, ptr %351, align 4, !tbaa !2
  %352 = add nsw i64 %338, 4
  %353 = getelementptr i32, ptr getelementptr (i8, ptr @m1, i64 12), i64 %338
  %354 = load i32, ptr %353, align 4, !tbaa !2
  %355 = add nuw nsw i64 %339, 4
  %356 = getelementptr inbounds [160 x i32], ptr @tmp, i64 0, i64 %350
  store i32 %354, ptr %356, align 4, !tbaa !2
  %357 = icmp eq i64 %352, %260
  br i1 %357, label %250, label %337, !llvm.loop !16

358:                                              ; preds = %253
  %359 = tail call i32 @memcmp(ptr noundef nonnull @h1, ptr noundef nonnull @s1, i64 noundef 640) #3
  %360 = icmp eq i32 %359, 0
  br i1 %360, label %385, label %388

361:                                              ; preds = %0, %377
  %362 = phi i64 [ 0, %0 ], [ %383, %377 ]
  %363 = phi i32 [ 2024, %0 ], [ %365, %377 ]
  %364 = mul i32 %363, 1664525
  %365 = add i32 %364, 1013904223
  %366 = lshr i32 %365, 8
  %367 = add nsw i32 %366, -8388608
  %368 = getelementptr inbounds [160 x i32], ptr @orig, i64 0, i64 %362
  store i32 %367, ptr %368, align 4, !tbaa !2
  %369 = trunc i64 %362 to i8
  %370 = urem i8 %369, 9
  %371 = icmp eq i8 %370, 3
  br i1 %371, label %372, label %377

372:                                              ; preds = %361
  %373 = lshr i64 %362, 1
  %374 = and i64 %373, 2147483647
  %375 = getelementptr inbounds [160 x i32], ptr @orig, i64 0, i64 %374
  %376 = load i32, ptr %375, align 4, !tbaa !2
  store i32 %376, ptr %368, align 4, !tbaa !2
  br label %377

377:                                              ; preds = %372, %361
  %378 = lshr i32 %365, 27
  %379 = trunc nuw nsw i32 %378 to i8
  %380 = getelementptr inbounds [160 x %struct.rec], ptr @recs, i64 0, i64 %362
  store i8 %379, ptr %380, align 4, !tbaa !17
  %381 = trunc i64 %362 to i16
  %382 = getelementptr inbounds i8, ptr %380, i64 2
  store i16 %381, ptr %382, align 2, !tbaa !20
  %383 = add nuw nsw i64 %362, 1
  %384 = icmp eq i64 %383, 160
  br i1 %384, label %1, label %361, !llvm.loop !21

385:                                              ; preds = %358
  %386 = tail call i32 @memcmp(ptr noundef nonnull @h1, ptr noundef nonnull @m1, i64 noundef 640) #3
  %387 = icmp eq i32 %386, 0
  br i1 %387, label %389, label %388

388:                                              ; preds = %385, %358
  tail call void @abort() #3
  br label %389

389:                                              ; preds = %388, %385
  br label %390

390:                                              ; preds = %394, %389
  %391 = phi i64 [ 0, %389 ], [ %409, %394 ]
  %392 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %391
  store i32 0, ptr %392, align 16, !tbaa !2
  %393 = icmp eq i64 %391, 256
  br i1 %393, label %410, label %394, !llvm.loop !22

394:                                              ; preds = %390
  %395 = or disjoint i64 %391, 1
  %396 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %395
  store i32 0, ptr %396, align 4, !tbaa !2
  %397 = or disjoint i64 %391, 2
  %398 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %397
  store i32 0, ptr %398, align 8, !tbaa !2
  %399 = or disjoint i64 %391, 3
  %400 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %399
  store i32 0, ptr %400, align 4, !tbaa !2
  %401 = or disjoint i64 %391, 4
  %402 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %401
  store i32 0, ptr %402, align 16, !tbaa !2
  %403 = or disjoint i64 %391, 5
  %404 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %403
  store i32 0, ptr %404, align 4, !tbaa !2
  %405 = or disjoint i64 %391, 6
  %406 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %405
  store i32 0, ptr %406, align 8, !tbaa !2
  %407 = or disjoint i64 %391, 7
  %408 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %407
  store i32 0, ptr %408, align 4, !tbaa !2
  %409 = add nuw nsw i64 %391, 8
  br label %390

410:                                              ; preds = %390, %410
  %411 = phi i64 [ %427, %410 ], [ 0, %390 ]
  %412 = getelementptr inbounds %struct.rec, ptr @recs, i64 %411
  %413 = load i8, ptr %412, align 8, !tbaa !17
  %414 = zext i8 %413 to i64
  %415 = add nuw nsw i64 %414, 1
  %416 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %415
  %417 = load i32, ptr %416, align 4, !tbaa !2
  %418 = add nsw i32 %417, 1
  store i32 %418, ptr %416, align 4, !tbaa !2
  %419 = or disjoint i64 %411, 1
  %420 = getelementptr inbounds %struct.rec, ptr @recs, i64 %419
  %421 = load i8, ptr %420, align 4, !tbaa !17
  %422 = zext i8 %421 to i64
  %423 = add nuw nsw i64 %422, 1
  %424 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %423
  %425 = load i32, ptr %424, align 4, !tbaa !2
  %426 = add nsw i32 %425, 1
  store i32 %426, ptr %424, align 4, !tbaa !2
  %427 = add nuw nsw i64 %411, 2
  %428 = icmp eq i64 %427, 160
  br i1 %428, label %429, label %410, !llvm.loop !23

429:                                              ; preds = %410
  %430 = load i32, ptr @counting_sort.count, align 16, !tbaa !2
  br label %431

431:                                              ; preds = %431, %429
  %432 = phi i32 [ %430, %429 ], [ %448, %431 ]
  %433 = phi i64 [ 1, %429 ], [ %449, %431 ]
  %434 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %433
  %435 = load i32, ptr %434, align 4, !tbaa !2
  %436 = add nsw i32 %435, %432
  store i32 %436, ptr %434, align 4, !tbaa !2
  %437 = add nuw nsw i64 %433, 1
  %438 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %437
  %439 = load i32, ptr %438, align 4, !tbaa !2
  %440 = add nsw i32 %439, %436
  store i32 %440, ptr %438, align 4, !tbaa !2
  %441 = add nuw nsw i64 %433, 2
  %442 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %441
  %443 = load i32, ptr %442, align 4, !tbaa !2
  %444 = add nsw i32 %443, %440
  store i32 %444, ptr %442, align 4, !tbaa !2
  %445 = add nuw nsw i64 %433, 3
  %446 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %445
  %447 = load i32, ptr %446, align 4, !tbaa !2
  %448 = add nsw i32 %447, %444
  store i32 %448, ptr %446, align 4, !tbaa !2
  %449 = add nuw nsw i64 %433, 4
  %450 = icmp eq i64 %449, 257
  br i1 %450, label %451, label %431, !llvm.loop !24

451:                                              ; preds = %431, %451
  %452 = phi i64 [ %472, %451 ], [ 0, %431 ]
  %453 = getelementptr inbounds %struct.rec, ptr @recs, i64 %452
  %454 = load i8, ptr %453, align 8, !tbaa !17
  %455 = zext i8 %454 to i64
  %456 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %455
  %457 = load i32, ptr %456, align 4, !tbaa !2
  %458 = add nsw i32 %457, 1
  store i32 %458, ptr %456, align 4, !tbaa !2
  %459 = sext i32 %457 to i64
  %460 = getelementptr inbounds %struct.rec, ptr @sorted_recs, i64 %459
  %461 = load i32, ptr %453, align 8
  store i32 %461, ptr %460, align 4
  %462 = or disjoint i64 %452, 1
  %463 = getelementptr inbounds %struct.rec, ptr @recs, i64 %462
  %464 = load i8, ptr %463, align 4, !tbaa !17
  %465 = zext i8 %464 to i64
  %466 = getelementptr inbounds [257 x i32], ptr @counting_sort.count, i64 0, i64 %465
  %467 = load i32, ptr %466, align 4, !tbaa !2
  %468 = add nsw i32 %467, 1
  store i32 %468, ptr %466, align 4, !tbaa !2
  %469 = sext i32 %467 to i64
  %470 = getelementptr inbounds %struct.rec, ptr @sorted_recs, i64 %469
  %471 = load i32, ptr %463, align 4
  store i32 %471, ptr %470, align 4
  %472 = add nuw nsw i64 %452, 2
  %473 = icmp eq i64 %472, 160
  br i1 %473, label %474, label %451, !llvm.loop !25

474:                                              ; preds = %451
  %475 = load i32, ptr @h1, align 16, !tbaa !2
  %476 = xor i32 %475, -2128831035
  %477 = mul i32 %476, 16777619
  %478 = load i16, ptr getelementptr inbounds (i8, ptr @sorted_recs, i64 2), align 2, !tbaa !20
  %479 = zext i16 %478 to i32
  %480 = xor i32 %477, %479
  %481 = mul i32 %480, 16777619
  br label %484

482:                                              ; preds = %508
  %483 = and i32 %517, 2147483647
  ret i32 %483

484:                                              ; preds = %508, %474
  %485 = phi i32 [ %475, %474 ], [ %510, %508 ]
  %486 = phi i64 [ 1, %474 ], [ %518, %508 ]
  %487 = phi i32 [ %481, %474 ], [ %517, %508 ]
  %488 = add nsw i64 %486, -1
  %489 = getelementptr inbounds [160 x i32], ptr @h1, i64 0, i64 %486
  %490 = load i32, ptr %489, align 4, !tbaa !2
  %491 = icmp sgt i32 %485, %490
  br i1 %491, label %492, label %493

492:                                              ; preds = %484
  tail call void @abort() #3
  br label %493

493:                                              ; preds = %484, %492
  %494 = getelementptr inbounds [160 x %struct.rec], ptr @sorted_recs, i64 0, i64 %488
  %495 = load i8, ptr %494, align 4, !tbaa !17
  %496 = getelementptr inbounds [160 x %struct.rec], ptr @sorted_recs, i64 0, i64 %486
  %497 = load i8, ptr %496, align 4, !tbaa !17
  %498 = icmp ugt i8 %495, %497
  br i1 %498, label %507, label %499

499:                                              ; preds = %493
  %500 = icmp eq i8 %495, %497
  br i1 %500, label %501, label %508

501:                                              ; preds = %499
  %502 = getelementptr inbounds i8, ptr %494, i64 2
  %503 = load i16, ptr %502, align 2, !tbaa !20
  %504 = getelementptr inbounds i8, ptr %496, i64 2
  %505 = load i16, ptr %504, align 2, !tbaa !20
  %506 = icmp ugt i16 %503, %505
  br i1 %506, label %507, label %508

507:                                              ; preds = %501, %493
  tail call void @abort() #3
  br label %508

508:                                              ; preds = %507, %501, %499
  %509 = getelementptr inbounds [160 x i32], ptr @h1, i64 0, i64 %486
  %510 = load i32, ptr %509, align 4, !tbaa !2
  %511 = xor i32 %510, %487
  %512 = mul i32 %511, 16777619
  %513 = getelementptr inbounds [160 x %struct.rec], ptr @sorted_recs, i64 0, i64 %486, i32 1
  %514 = load i16, ptr %513, align 2, !tbaa !20
  %515 = zext i16 %514 to i32
  %516 = xor i32 %512, %515
  %517 = mul i32 %516, 16777619
  %518 = add nuw nsw i64 %486, 1
  %519 = icmp eq i64 %518, 160
  br i1 %519, label %482, label %484, !llvm.loop !26
}

declare dso_local ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = !{!18, !4, i64 0}
!18 = !{!"rec", !4, i64 0, !19, i64 2}
!19 = !{!"short", !4, i64 0}
!20 = !{!18, !19, i64 2}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7, !27}
!27 = !{!"llvm.loop.peeled.count", i32 1}
