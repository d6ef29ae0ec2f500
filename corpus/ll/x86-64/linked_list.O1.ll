; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { i16, i16, i8, i8 }
%struct.node = type { i32, %struct.node* }

@lru_tail = internal unnamed_addr global i16 0, align 2
@lru_head = internal unnamed_addr global i16 0, align 2
@where = internal unnamed_addr global [64 x i8] zeroinitializer, align 16
@cache = internal unnamed_addr global [16 x %struct.entry] zeroinitializer, align 16
@free_list = internal unnamed_addr global %struct.node* null, align 8
@pool = internal global [96 x %struct.node] zeroinitializer, align 16
@used = internal unnamed_addr global i32 0, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.node, align 8
  %2 = alloca %struct.node*, align 8
  %3 = alloca %struct.node*, align 8
  store %struct.node* null, %struct.node** @free_list, align 8, !tbaa !2
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 95, %0 ], [ %9, %4 ]
  %6 = phi %struct.node* [ null, %0 ], [ %7, %4 ]
  %7 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i64 0, i64 %5
  %8 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i64 0, i64 %5, i32 1
  store %struct.node* %6, %struct.node** %8, align 8, !tbaa !6
  %9 = add nsw i64 %5, -1
  %10 = icmp eq i64 %5, 0
  br i1 %10, label %11, label %4, !llvm.loop !9

11:                                               ; preds = %4
  store %struct.node* getelementptr inbounds ([96 x %struct.node], [96 x %struct.node]* @pool, i64 0, i64 0), %struct.node** @free_list, align 8, !tbaa !2
  %12 = bitcast %struct.node** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12)
  store %struct.node* null, %struct.node** %2, align 8, !tbaa !2
  %13 = bitcast %struct.node** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13)
  store %struct.node* null, %struct.node** %3, align 8, !tbaa !2
  br label %14

14:                                               ; preds = %11, %46
  %15 = phi i32 [ 0, %11 ], [ %51, %46 ]
  %16 = phi i32 [ 31337, %11 ], [ %18, %46 ]
  %17 = mul i32 %16, 1103515245
  %18 = add i32 %17, 12345
  %19 = and i32 %15, 1
  %20 = icmp eq i32 %19, 0
  %21 = select i1 %20, %struct.node** %3, %struct.node** %2
  %22 = lshr i32 %18, 20
  %23 = add nsw i32 %22, -2048
  %24 = load %struct.node*, %struct.node** %21, align 8, !tbaa !2
  %25 = icmp eq %struct.node* %24, null
  br i1 %25, label %41, label %26

26:                                               ; preds = %14
  %27 = getelementptr inbounds %struct.node, %struct.node* %24, i64 0, i32 0
  %28 = load i32, i32* %27, align 8, !tbaa !12
  %29 = icmp slt i32 %28, %23
  br i1 %29, label %30, label %41

30:                                               ; preds = %26, %35
  %31 = phi %struct.node* [ %33, %35 ], [ %24, %26 ]
  %32 = getelementptr inbounds %struct.node, %struct.node* %31, i64 0, i32 1
  %33 = load %struct.node*, %struct.node** %32, align 8, !tbaa !2
  %34 = icmp eq %struct.node* %33, null
  br i1 %34, label %39, label %35, !llvm.loop !13

35:                                               ; preds = %30
  %36 = getelementptr inbounds %struct.node, %struct.node* %33, i64 0, i32 0
  %37 = load i32, i32* %36, align 8, !tbaa !12
  %38 = icmp slt i32 %37, %23
  br i1 %38, label %30, label %39, !llvm.loop !13

39:                                               ; preds = %35, %30
  %40 = getelementptr inbounds %struct.node, %struct.node* %31, i64 0, i32 1
  br label %41

41:                                               ; preds = %39, %26, %14
  %42 = phi %struct.node** [ %21, %14 ], [ %21, %26 ], [ %40, %39 ]
  %43 = load %struct.node*, %struct.node** @free_list, align 8, !tbaa !2
  %44 = icmp eq %struct.node* %43, null
  br i1 %44, label %45, label %46

45:                                               ; preds = %41
  call void @abort() #3
  br label %46

46:                                               ; preds = %41, %45
  %47 = getelementptr inbounds %struct.node, %struct.node* %43, i64 0, i32 1
  %48 = load %struct.node*, %struct.node** %47, align 8, !tbaa !6
  store %struct.node* %48, %struct.node** @free_list, align 8, !tbaa !2
  %49 = getelementptr inbounds %struct.node, %struct.node* %43, i64 0, i32 0
  store i32 %23, i32* %49, align 8, !tbaa !12
  store %struct.node* null, %struct.node** %47, align 8, !tbaa !6
  %50 = load %struct.node*, %struct.node** %42, align 8, !tbaa !2
  store %struct.node* %50, %struct.node** %47, align 8, !tbaa !6
  store %struct.node* %43, %struct.node** %42, align 8, !tbaa !2
  %51 = add nuw nsw i32 %15, 1
  %52 = icmp eq i32 %51, 40
  br i1 %52, label %125, label %14, !llvm.loop !14

53:                                               ; preds = %186
  %54 = getelementptr inbounds %struct.node, %struct.node* %1, i64 0, i32 1
  %55 = load %struct.node*, %struct.node** %2, align 8, !tbaa !2
  %56 = icmp eq %struct.node* %55, null
  br i1 %56, label %67, label %57

57:                                               ; preds = %53, %57
  %58 = phi i32 [ %63, %57 ], [ -2128831035, %53 ]
  %59 = phi %struct.node* [ %65, %57 ], [ %55, %53 ]
  %60 = getelementptr inbounds %struct.node, %struct.node* %59, i64 0, i32 0
  %61 = load i32, i32* %60, align 8, !tbaa !12
  %62 = xor i32 %61, %58
  %63 = mul i32 %62, 16777619
  %64 = getelementptr inbounds %struct.node, %struct.node* %59, i64 0, i32 1
  %65 = load %struct.node*, %struct.node** %64, align 8, !tbaa !6
  %66 = icmp eq %struct.node* %65, null
  br i1 %66, label %67, label %57, !llvm.loop !15

67:                                               ; preds = %57, %53
  %68 = phi i32 [ -2128831035, %53 ], [ %63, %57 ]
  %69 = xor i32 %68, -2128831035
  %70 = mul i32 %69, 16777619
  %71 = load %struct.node*, %struct.node** %3, align 8, !tbaa !2
  %72 = icmp eq %struct.node* %71, null
  br i1 %72, label %83, label %73

73:                                               ; preds = %67, %73
  %74 = phi i32 [ %79, %73 ], [ -2128831035, %67 ]
  %75 = phi %struct.node* [ %81, %73 ], [ %71, %67 ]
  %76 = getelementptr inbounds %struct.node, %struct.node* %75, i64 0, i32 0
  %77 = load i32, i32* %76, align 8, !tbaa !12
  %78 = xor i32 %77, %74
  %79 = mul i32 %78, 16777619
  %80 = getelementptr inbounds %struct.node, %struct.node* %75, i64 0, i32 1
  %81 = load %struct.node*, %struct.node** %80, align 8, !tbaa !6
  %82 = icmp eq %struct.node* %81, null
  br i1 %82, label %83, label %73, !llvm.loop !15

83:                                               ; preds = %73, %67
  %84 = phi i32 [ -2128831035, %67 ], [ %79, %73 ]
  %85 = xor i32 %84, %70
  %86 = mul i32 %85, 16777619
  %87 = bitcast %struct.node* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %87) #4
  store %struct.node* null, %struct.node** %54, align 8, !tbaa !6
  %88 = icmp ne %struct.node* %55, null
  %89 = icmp ne %struct.node* %71, null
  %90 = and i1 %88, %89
  br i1 %90, label %91, label %117

91:                                               ; preds = %83, %107
  %92 = phi %struct.node* [ %111, %107 ], [ %1, %83 ]
  %93 = phi %struct.node* [ %109, %107 ], [ %71, %83 ]
  %94 = phi %struct.node* [ %108, %107 ], [ %55, %83 ]
  %95 = getelementptr inbounds %struct.node, %struct.node* %94, i64 0, i32 0
  %96 = load i32, i32* %95, align 8, !tbaa !12
  %97 = getelementptr inbounds %struct.node, %struct.node* %93, i64 0, i32 0
  %98 = load i32, i32* %97, align 8, !tbaa !12
  %99 = icmp sgt i32 %96, %98
  %100 = getelementptr inbounds %struct.node, %struct.node* %92, i64 0, i32 1
  br i1 %99, label %104, label %101

101:                                              ; preds = %91
  store %struct.node* %94, %struct.node** %100, align 8, !tbaa !6
  %102 = getelementptr inbounds %struct.node, %struct.node* %94, i64 0, i32 1
  %103 = load %struct.node*, %struct.node** %102, align 8, !tbaa !6
  br label %107

104:                                              ; preds = %91
  store %struct.node* %93, %struct.node** %100, align 8, !tbaa !6
  %105 = getelementptr inbounds %struct.node, %struct.node* %93, i64 0, i32 1
  %106 = load %struct.node*, %struct.node** %105, align 8, !tbaa !6
  br label %107

107:                                              ; preds = %104, %101
  %108 = phi %struct.node* [ %103, %101 ], [ %94, %104 ]
  %109 = phi %struct.node* [ %93, %101 ], [ %106, %104 ]
  %110 = getelementptr inbounds %struct.node, %struct.node* %92, i64 0, i32 1
  %111 = load %struct.node*, %struct.node** %110, align 8, !tbaa !6
  %112 = icmp ne %struct.node* %108, null
  %113 = icmp ne %struct.node* %109, null
  %114 = select i1 %112, i1 %113, i1 false
  br i1 %114, label %91, label %115, !llvm.loop !16

115:                                              ; preds = %107
  %116 = getelementptr inbounds %struct.node, %struct.node* %111, i64 0, i32 1
  br label %117

117:                                              ; preds = %115, %83
  %118 = phi %struct.node* [ %55, %83 ], [ %108, %115 ]
  %119 = phi %struct.node* [ %71, %83 ], [ %109, %115 ]
  %120 = phi i1 [ %88, %83 ], [ %112, %115 ]
  %121 = phi %struct.node** [ %54, %83 ], [ %116, %115 ]
  %122 = select i1 %120, %struct.node* %118, %struct.node* %119
  store %struct.node* %122, %struct.node** %121, align 8, !tbaa !6
  %123 = load %struct.node*, %struct.node** %54, align 8, !tbaa !6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %87) #4
  %124 = icmp eq %struct.node* %123, null
  br i1 %124, label %194, label %189

125:                                              ; preds = %46, %186
  %126 = phi i32 [ %187, %186 ], [ 0, %46 ]
  %127 = phi i32 [ %129, %186 ], [ -660279167, %46 ]
  %128 = mul i32 %127, 1103515245
  %129 = add i32 %128, 12345
  %130 = lshr i32 %129, 20
  %131 = add nsw i32 %130, -2048
  %132 = load %struct.node*, %struct.node** %2, align 8, !tbaa !2
  %133 = icmp eq %struct.node* %132, null
  br i1 %133, label %156, label %134

134:                                              ; preds = %125
  %135 = getelementptr inbounds %struct.node, %struct.node* %132, i64 0, i32 0
  %136 = load i32, i32* %135, align 8, !tbaa !12
  %137 = icmp eq i32 %136, %131
  br i1 %137, label %144, label %151

138:                                              ; preds = %151
  %139 = getelementptr inbounds %struct.node, %struct.node* %154, i64 0, i32 0
  %140 = load i32, i32* %139, align 8, !tbaa !12
  %141 = icmp eq i32 %140, %131
  br i1 %141, label %142, label %151, !llvm.loop !17

142:                                              ; preds = %138
  %143 = getelementptr inbounds %struct.node, %struct.node* %152, i64 0, i32 1
  br label %144

144:                                              ; preds = %142, %134
  %145 = phi i1 [ %133, %134 ], [ %155, %142 ]
  %146 = phi %struct.node* [ %132, %134 ], [ %154, %142 ]
  %147 = phi %struct.node** [ %2, %134 ], [ %143, %142 ]
  %148 = getelementptr inbounds %struct.node, %struct.node* %146, i64 0, i32 1
  %149 = load %struct.node*, %struct.node** %148, align 8, !tbaa !6
  store %struct.node* %149, %struct.node** %147, align 8, !tbaa !2
  %150 = load %struct.node*, %struct.node** @free_list, align 8, !tbaa !2
  store %struct.node* %150, %struct.node** %148, align 8, !tbaa !6
  store %struct.node* %146, %struct.node** @free_list, align 8, !tbaa !2
  br label %156

151:                                              ; preds = %134, %138
  %152 = phi %struct.node* [ %154, %138 ], [ %132, %134 ]
  %153 = getelementptr inbounds %struct.node, %struct.node* %152, i64 0, i32 1
  %154 = load %struct.node*, %struct.node** %153, align 8, !tbaa !2
  %155 = icmp eq %struct.node* %154, null
  br i1 %155, label %156, label %138, !llvm.loop !17

156:                                              ; preds = %151, %125, %144
  %157 = phi i1 [ %145, %144 ], [ %133, %125 ], [ %155, %151 ]
  br i1 %157, label %158, label %186

158:                                              ; preds = %156
  %159 = load %struct.node*, %struct.node** %2, align 8, !tbaa !2
  %160 = icmp eq %struct.node* %159, null
  br i1 %160, label %176, label %161

161:                                              ; preds = %158
  %162 = getelementptr inbounds %struct.node, %struct.node* %159, i64 0, i32 0
  %163 = load i32, i32* %162, align 8, !tbaa !12
  %164 = icmp slt i32 %163, %131
  br i1 %164, label %165, label %176

165:                                              ; preds = %161, %170
  %166 = phi %struct.node* [ %168, %170 ], [ %159, %161 ]
  %167 = getelementptr inbounds %struct.node, %struct.node* %166, i64 0, i32 1
  %168 = load %struct.node*, %struct.node** %167, align 8, !tbaa !2
  %169 = icmp eq %struct.node* %168, null
  br i1 %169, label %174, label %170, !llvm.loop !13

170:                                              ; preds = %165
  %171 = getelementptr inbounds %struct.node, %struct.node* %168, i64 0, i32 0
  %172 = load i32, i32* %171, align 8, !tbaa !12
  %173 = icmp slt i32 %172, %131
  br i1 %173, label %165, label %174, !llvm.loop !13

174:                                              ; preds = %170, %165
  %175 = getelementptr inbounds %struct.node, %struct.node* %166, i64 0, i32 1
  br label %176

176:                                              ; preds = %174, %161, %158
  %177 = phi %struct.node** [ %2, %158 ], [ %2, %161 ], [ %175, %174 ]
  %178 = load %struct.node*, %struct.node** @free_list, align 8, !tbaa !2
  %179 = icmp eq %struct.node* %178, null
  br i1 %179, label %180, label %181

180:                                              ; preds = %176
  call void @abort() #3
  br label %181

181:                                              ; preds = %176, %180
  %182 = getelementptr inbounds %struct.node, %struct.node* %178, i64 0, i32 1
  %183 = load %struct.node*, %struct.node** %182, align 8, !tbaa !6
  store %struct.node* %183, %struct.node** @free_list, align 8, !tbaa !2
  %184 = getelementptr inbounds %struct.node, %struct.node* %178, i64 0, i32 0
  store i32 %131, i32* %184, align 8, !tbaa !12
  store %struct.node* null, %struct.node** %182, align 8, !tbaa !6
  %185 = load %struct.node*, %struct.node** %177, align 8, !tbaa !2
  store %struct.node* %185, %struct.node** %182, align 8, !tbaa !6
  store %struct.node* %178, %struct.node** %177, align 8, !tbaa !2
  br label %186

186:                                              ; preds = %181, %156
  %187 = add nuw nsw i32 %126, 1
  %188 = icmp eq i32 %187, 30
  br i1 %188, label %53, label %125, !llvm.loop !18

189:                                              ; preds = %117, %239
  %190 = phi %struct.node* [ %240, %239 ], [ %123, %117 ]
  %191 = getelementptr inbounds %struct.node, %struct.node* %190, i64 0, i32 1
  %192 = load %struct.node*, %struct.node** %191, align 8, !tbaa !6
  %193 = icmp eq %struct.node* %192, null
  br i1 %193, label %194, label %232

194:                                              ; preds = %189, %239, %117
  %195 = icmp eq %struct.node* %123, null
  br i1 %195, label %206, label %196

196:                                              ; preds = %194, %196
  %197 = phi i32 [ %202, %196 ], [ -2128831035, %194 ]
  %198 = phi %struct.node* [ %204, %196 ], [ %123, %194 ]
  %199 = getelementptr inbounds %struct.node, %struct.node* %198, i64 0, i32 0
  %200 = load i32, i32* %199, align 8, !tbaa !12
  %201 = xor i32 %200, %197
  %202 = mul i32 %201, 16777619
  %203 = getelementptr inbounds %struct.node, %struct.node* %198, i64 0, i32 1
  %204 = load %struct.node*, %struct.node** %203, align 8, !tbaa !6
  %205 = icmp eq %struct.node* %204, null
  br i1 %205, label %206, label %196, !llvm.loop !15

206:                                              ; preds = %196, %194
  %207 = phi i32 [ -2128831035, %194 ], [ %202, %196 ]
  %208 = xor i32 %207, %86
  %209 = mul i32 %208, 16777619
  br i1 %195, label %216, label %210

210:                                              ; preds = %206, %210
  %211 = phi %struct.node* [ %214, %210 ], [ %123, %206 ]
  %212 = phi %struct.node* [ %211, %210 ], [ null, %206 ]
  %213 = getelementptr inbounds %struct.node, %struct.node* %211, i64 0, i32 1
  %214 = load %struct.node*, %struct.node** %213, align 8, !tbaa !6
  store %struct.node* %212, %struct.node** %213, align 8, !tbaa !6
  %215 = icmp eq %struct.node* %214, null
  br i1 %215, label %216, label %210, !llvm.loop !19

216:                                              ; preds = %210, %206
  %217 = phi %struct.node* [ null, %206 ], [ %211, %210 ]
  %218 = icmp eq %struct.node* %217, null
  br i1 %218, label %229, label %219

219:                                              ; preds = %216, %219
  %220 = phi i32 [ %225, %219 ], [ -2128831035, %216 ]
  %221 = phi %struct.node* [ %227, %219 ], [ %217, %216 ]
  %222 = getelementptr inbounds %struct.node, %struct.node* %221, i64 0, i32 0
  %223 = load i32, i32* %222, align 8, !tbaa !12
  %224 = xor i32 %223, %220
  %225 = mul i32 %224, 16777619
  %226 = getelementptr inbounds %struct.node, %struct.node* %221, i64 0, i32 1
  %227 = load %struct.node*, %struct.node** %226, align 8, !tbaa !6
  %228 = icmp eq %struct.node* %227, null
  br i1 %228, label %229, label %219, !llvm.loop !15

229:                                              ; preds = %219, %216
  %230 = phi i32 [ -2128831035, %216 ], [ %225, %219 ]
  %231 = xor i32 %230, %209
  store i16 -1, i16* @lru_tail, align 2, !tbaa !20
  store i16 -1, i16* @lru_head, align 2, !tbaa !20
  br label %246

232:                                              ; preds = %189
  %233 = getelementptr inbounds %struct.node, %struct.node* %190, i64 0, i32 0
  %234 = load i32, i32* %233, align 8, !tbaa !12
  %235 = getelementptr inbounds %struct.node, %struct.node* %192, i64 0, i32 0
  %236 = load i32, i32* %235, align 8, !tbaa !12
  %237 = icmp sgt i32 %234, %236
  br i1 %237, label %238, label %239

238:                                              ; preds = %232
  call void @abort() #3
  br label %239

239:                                              ; preds = %232, %238
  %240 = load %struct.node*, %struct.node** %191, align 8, !tbaa !6
  %241 = icmp eq %struct.node* %240, null
  br i1 %241, label %194, label %189, !llvm.loop !22

242:                                              ; preds = %246
  %243 = load i32, i32* @used, align 4, !tbaa !23
  %244 = load i16, i16* @lru_tail, align 2, !tbaa !20
  %245 = load i16, i16* @lru_head, align 2, !tbaa !20
  br label %257

246:                                              ; preds = %229, %246
  %247 = phi i64 [ 0, %229 ], [ %249, %246 ]
  %248 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i64 0, i64 %247
  store i8 -1, i8* %248, align 1, !tbaa !24
  %249 = add nuw nsw i64 %247, 1
  %250 = icmp eq i64 %249, 64
  br i1 %250, label %242, label %246, !llvm.loop !25

251:                                              ; preds = %354
  %252 = mul i32 %231, 16777619
  %253 = xor i32 %359, %252
  %254 = load i16, i16* @lru_head, align 2, !tbaa !20
  %255 = mul i32 %253, 16777619
  %256 = icmp sgt i16 %254, -1
  br i1 %256, label %367, label %362

257:                                              ; preds = %242, %354
  %258 = phi i32 [ 0, %242 ], [ %360, %354 ]
  %259 = phi i32 [ 0, %242 ], [ %359, %354 ]
  %260 = phi i32 [ -776295573, %242 ], [ %265, %354 ]
  %261 = phi i32 [ %243, %242 ], [ %357, %354 ]
  %262 = phi i16 [ %244, %242 ], [ %356, %354 ]
  %263 = phi i16 [ %245, %242 ], [ %355, %354 ]
  %264 = mul i32 %260, 1103515245
  %265 = add i32 %264, 12345
  %266 = lshr i32 %265, 16
  %267 = icmp slt i32 %265, 0
  %268 = select i1 %267, i32 15, i32 63
  %269 = and i32 %268, %266
  %270 = zext i32 %269 to i64
  %271 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i64 0, i64 %270
  %272 = load i8, i8* %271, align 1, !tbaa !24
  %273 = icmp sgt i8 %272, -1
  br i1 %273, label %274, label %303

274:                                              ; preds = %257
  %275 = sext i8 %272 to i64
  %276 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %275, i32 3
  %277 = load i8, i8* %276, align 1, !tbaa !26
  %278 = add i8 %277, 1
  store i8 %278, i8* %276, align 1, !tbaa !26
  %279 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %275, i32 0
  %280 = load i16, i16* %279, align 2, !tbaa !28
  %281 = icmp sgt i16 %280, -1
  %282 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %275, i32 1
  %283 = load i16, i16* %282, align 2, !tbaa !29
  %284 = sext i16 %280 to i64
  %285 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %284, i32 1
  %286 = select i1 %281, i16* %285, i16* @lru_head
  %287 = select i1 %281, i16 %263, i16 %283
  store i16 %283, i16* %286, align 2, !tbaa !20
  %288 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %275, i32 1
  %289 = load i16, i16* %288, align 2, !tbaa !29
  %290 = icmp sgt i16 %289, -1
  %291 = sext i16 %289 to i64
  %292 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %291, i32 0
  %293 = select i1 %290, i16* %292, i16* @lru_tail
  %294 = select i1 %290, i16 %262, i16 %280
  store i16 %280, i16* %293, align 2, !tbaa !20
  store i16 -1, i16* %279, align 2, !tbaa !28
  store i16 %287, i16* %288, align 2, !tbaa !29
  %295 = icmp sgt i16 %287, -1
  br i1 %295, label %296, label %300

296:                                              ; preds = %274
  %297 = sext i8 %272 to i16
  %298 = sext i16 %287 to i64
  %299 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %298, i32 0
  store i16 %297, i16* %299, align 2, !tbaa !28
  br label %300

300:                                              ; preds = %296, %274
  %301 = sext i8 %272 to i16
  store i16 %301, i16* @lru_head, align 2, !tbaa !20
  %302 = icmp slt i16 %294, 0
  br i1 %302, label %350, label %354

303:                                              ; preds = %257
  %304 = icmp slt i32 %261, 16
  br i1 %304, label %305, label %307

305:                                              ; preds = %303
  %306 = add nsw i32 %261, 1
  store i32 %306, i32* @used, align 4, !tbaa !23
  br label %330

307:                                              ; preds = %303
  %308 = sext i16 %262 to i32
  %309 = sext i16 %262 to i64
  %310 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %309, i32 0
  %311 = load i16, i16* %310, align 2, !tbaa !28
  %312 = icmp sgt i16 %311, -1
  %313 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %309, i32 1
  %314 = load i16, i16* %313, align 2, !tbaa !29
  %315 = sext i16 %311 to i64
  %316 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %315, i32 1
  %317 = select i1 %312, i16* %316, i16* @lru_head
  %318 = select i1 %312, i16 %263, i16 %314
  store i16 %314, i16* %317, align 2, !tbaa !20
  %319 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %309, i32 1
  %320 = load i16, i16* %319, align 2, !tbaa !29
  %321 = icmp sgt i16 %320, -1
  %322 = sext i16 %320 to i64
  %323 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %322, i32 0
  %324 = select i1 %321, i16* %323, i16* @lru_tail
  %325 = select i1 %321, i16 %262, i16 %311
  store i16 %311, i16* %324, align 2, !tbaa !20
  %326 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %309, i32 2
  %327 = load i8, i8* %326, align 2, !tbaa !30
  %328 = zext i8 %327 to i64
  %329 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i64 0, i64 %328
  store i8 -1, i8* %329, align 1, !tbaa !24
  br label %330

330:                                              ; preds = %307, %305
  %331 = phi i16 [ %263, %305 ], [ %318, %307 ]
  %332 = phi i16 [ %262, %305 ], [ %325, %307 ]
  %333 = phi i32 [ %306, %305 ], [ %261, %307 ]
  %334 = phi i32 [ %261, %305 ], [ %308, %307 ]
  %335 = trunc i32 %269 to i8
  %336 = sext i32 %334 to i64
  %337 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %336, i32 2
  store i8 %335, i8* %337, align 2, !tbaa !30
  %338 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %336, i32 3
  store i8 0, i8* %338, align 1, !tbaa !26
  %339 = trunc i32 %334 to i8
  store i8 %339, i8* %271, align 1, !tbaa !24
  %340 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %336, i32 0
  store i16 -1, i16* %340, align 2, !tbaa !28
  %341 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %336, i32 1
  store i16 %331, i16* %341, align 2, !tbaa !29
  %342 = icmp sgt i16 %331, -1
  br i1 %342, label %343, label %347

343:                                              ; preds = %330
  %344 = trunc i32 %334 to i16
  %345 = sext i16 %331 to i64
  %346 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %345, i32 0
  store i16 %344, i16* %346, align 2, !tbaa !28
  br label %347

347:                                              ; preds = %343, %330
  %348 = trunc i32 %334 to i16
  store i16 %348, i16* @lru_head, align 2, !tbaa !20
  %349 = icmp slt i16 %332, 0
  br i1 %349, label %350, label %354

350:                                              ; preds = %347, %300
  %351 = phi i16 [ %301, %300 ], [ %348, %347 ]
  %352 = phi i32 [ %261, %300 ], [ %333, %347 ]
  %353 = phi i32 [ 1, %300 ], [ 0, %347 ]
  store i16 %351, i16* @lru_tail, align 2, !tbaa !20
  br label %354

354:                                              ; preds = %350, %300, %347
  %355 = phi i16 [ %301, %300 ], [ %348, %347 ], [ %351, %350 ]
  %356 = phi i16 [ %294, %300 ], [ %332, %347 ], [ %351, %350 ]
  %357 = phi i32 [ %261, %300 ], [ %333, %347 ], [ %352, %350 ]
  %358 = phi i32 [ 1, %300 ], [ 0, %347 ], [ %353, %350 ]
  %359 = add nuw nsw i32 %358, %259
  %360 = add nuw nsw i32 %258, 1
  %361 = icmp eq i32 %360, 900
  br i1 %361, label %251, label %257, !llvm.loop !31

362:                                              ; preds = %367, %251
  %363 = phi i32 [ %255, %251 ], [ %382, %367 ]
  %364 = and i32 %363, 2147483647
  %365 = bitcast %struct.node** %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %365)
  %366 = bitcast %struct.node** %2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %366)
  ret i32 %364

367:                                              ; preds = %251, %367
  %368 = phi i32 [ %382, %367 ], [ %255, %251 ]
  %369 = phi i16 [ %381, %367 ], [ %254, %251 ]
  %370 = sext i16 %369 to i64
  %371 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %370, i32 2
  %372 = load i8, i8* %371, align 2, !tbaa !30
  %373 = zext i8 %372 to i32
  %374 = xor i32 %368, %373
  %375 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %370, i32 3
  %376 = load i8, i8* %375, align 1, !tbaa !26
  %377 = zext i8 %376 to i32
  %378 = shl nuw nsw i32 %377, 8
  %379 = xor i32 %374, %378
  %380 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %370, i32 1
  %381 = load i16, i16* %380, align 2, !tbaa !20
  %382 = mul i32 %379, 16777619
  %383 = icmp sgt i16 %381, -1
  br i1 %383, label %367, label %362, !llvm.loop !32
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"any pointer", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !3, i64 8}
!7 = !{!"node", !8, i64 0, !3, i64 8}
!8 = !{!"int", !4, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!7, !8, i64 0}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !4, i64 0}
!22 = distinct !{!22, !10, !11}
!23 = !{!8, !8, i64 0}
!24 = !{!4, !4, i64 0}
!25 = distinct !{!25, !10, !11}
!26 = !{!27, !4, i64 5}
!27 = !{!"entry", !21, i64 0, !21, i64 2, !4, i64 4, !4, i64 5}
!28 = !{!27, !21, i64 0}
!29 = !{!27, !21, i64 2}
!30 = !{!27, !4, i64 4}
!31 = distinct !{!31, !10, !11}
!32 = distinct !{!32, !10, !11}
