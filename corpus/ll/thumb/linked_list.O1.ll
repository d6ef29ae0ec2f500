; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

%struct.entry = type { i16, i16, i8, i8 }
%struct.node = type { i32, %struct.node* }

@lru_tail = internal unnamed_addr global i16 0, align 2
@lru_head = internal unnamed_addr global i16 0, align 2
@where = internal unnamed_addr global [64 x i8] zeroinitializer, align 1
@cache = internal unnamed_addr global [16 x %struct.entry] zeroinitializer, align 2
@free_list = internal unnamed_addr global %struct.node* null, align 4
@pool = internal global [96 x %struct.node] zeroinitializer, align 4
@used = internal unnamed_addr global i32 0, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.node, align 4
  %2 = alloca %struct.node*, align 4
  %3 = alloca %struct.node*, align 4
  store %struct.node* null, %struct.node** @free_list, align 4, !tbaa !7
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i32 [ 95, %0 ], [ %9, %4 ]
  %6 = phi %struct.node* [ null, %0 ], [ %7, %4 ]
  %7 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %5
  %8 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %5, i32 1
  store %struct.node* %6, %struct.node** %8, align 4, !tbaa !11
  %9 = add nsw i32 %5, -1
  %10 = icmp eq i32 %5, 0
  br i1 %10, label %11, label %4, !llvm.loop !14

11:                                               ; preds = %4
  store %struct.node* getelementptr inbounds ([96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 0), %struct.node** @free_list, align 4, !tbaa !7
  %12 = bitcast %struct.node** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12)
  store %struct.node* null, %struct.node** %2, align 4, !tbaa !7
  %13 = bitcast %struct.node** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13)
  store %struct.node* null, %struct.node** %3, align 4, !tbaa !7
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
  %24 = load %struct.node*, %struct.node** %21, align 4, !tbaa !7
  %25 = icmp eq %struct.node* %24, null
  br i1 %25, label %41, label %26

26:                                               ; preds = %14
  %27 = getelementptr inbounds %struct.node, %struct.node* %24, i32 0, i32 0
  %28 = load i32, i32* %27, align 4, !tbaa !17
  %29 = icmp slt i32 %28, %23
  br i1 %29, label %30, label %41

30:                                               ; preds = %26, %35
  %31 = phi %struct.node* [ %33, %35 ], [ %24, %26 ]
  %32 = getelementptr inbounds %struct.node, %struct.node* %31, i32 0, i32 1
  %33 = load %struct.node*, %struct.node** %32, align 4, !tbaa !7
  %34 = icmp eq %struct.node* %33, null
  br i1 %34, label %39, label %35, !llvm.loop !18

35:                                               ; preds = %30
  %36 = getelementptr inbounds %struct.node, %struct.node* %33, i32 0, i32 0
  %37 = load i32, i32* %36, align 4, !tbaa !17
  %38 = icmp slt i32 %37, %23
  br i1 %38, label %30, label %39, !llvm.loop !18

39:                                               ; preds = %35, %30
  %40 = getelementptr inbounds %struct.node, %struct.node* %31, i32 0, i32 1
  br label %41

41:                                               ; preds = %39, %26, %14
  %42 = phi %struct.node** [ %21, %14 ], [ %21, %26 ], [ %40, %39 ]
  %43 = load %struct.node*, %struct.node** @free_list, align 4, !tbaa !7
  %44 = icmp eq %struct.node* %43, null
  br i1 %44, label %45, label %46

45:                                               ; preds = %41
  call void @abort() #3
  br label %46

46:                                               ; preds = %41, %45
  %47 = getelementptr inbounds %struct.node, %struct.node* %43, i32 0, i32 1
  %48 = load %struct.node*, %struct.node** %47, align 4, !tbaa !11
  store %struct.node* %48, %struct.node** @free_list, align 4, !tbaa !7
  %49 = getelementptr inbounds %struct.node, %struct.node* %43, i32 0, i32 0
  store i32 %23, i32* %49, align 4, !tbaa !17
  store %struct.node* null, %struct.node** %47, align 4, !tbaa !11
  %50 = load %struct.node*, %struct.node** %42, align 4, !tbaa !7
  store %struct.node* %50, %struct.node** %47, align 4, !tbaa !11
  store %struct.node* %43, %struct.node** %42, align 4, !tbaa !7
  %51 = add nuw nsw i32 %15, 1
  %52 = icmp eq i32 %51, 40
  br i1 %52, label %125, label %14, !llvm.loop !19

53:                                               ; preds = %186
  %54 = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1
  %55 = load %struct.node*, %struct.node** %2, align 4, !tbaa !7
  %56 = icmp eq %struct.node* %55, null
  br i1 %56, label %67, label %57

57:                                               ; preds = %53, %57
  %58 = phi i32 [ %63, %57 ], [ -2128831035, %53 ]
  %59 = phi %struct.node* [ %65, %57 ], [ %55, %53 ]
  %60 = getelementptr inbounds %struct.node, %struct.node* %59, i32 0, i32 0
  %61 = load i32, i32* %60, align 4, !tbaa !17
  %62 = xor i32 %61, %58
  %63 = mul i32 %62, 16777619
  %64 = getelementptr inbounds %struct.node, %struct.node* %59, i32 0, i32 1
  %65 = load %struct.node*, %struct.node** %64, align 4, !tbaa !11
  %66 = icmp eq %struct.node* %65, null
  br i1 %66, label %67, label %57, !llvm.loop !20

67:                                               ; preds = %57, %53
  %68 = phi i32 [ -2128831035, %53 ], [ %63, %57 ]
  %69 = xor i32 %68, -2128831035
  %70 = mul i32 %69, 16777619
  %71 = load %struct.node*, %struct.node** %3, align 4, !tbaa !7
  %72 = icmp eq %struct.node* %71, null
  br i1 %72, label %83, label %73

73:                                               ; preds = %67, %73
  %74 = phi i32 [ %79, %73 ], [ -2128831035, %67 ]
  %75 = phi %struct.node* [ %81, %73 ], [ %71, %67 ]
  %76 = getelementptr inbounds %struct.node, %struct.node* %75, i32 0, i32 0
  %77 = load i32, i32* %76, align 4, !tbaa !17
  %78 = xor i32 %77, %74
  %79 = mul i32 %78, 16777619
  %80 = getelementptr inbounds %struct.node, %struct.node* %75, i32 0, i32 1
  %81 = load %struct.node*, %struct.node** %80, align 4, !tbaa !11
  %82 = icmp eq %struct.node* %81, null
  br i1 %82, label %83, label %73, !llvm.loop !20

83:                                               ; preds = %73, %67
  %84 = phi i32 [ -2128831035, %67 ], [ %79, %73 ]
  %85 = xor i32 %84, %70
  %86 = mul i32 %85, 16777619
  %87 = bitcast %struct.node* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %87) #4
  store %struct.node* null, %struct.node** %54, align 4, !tbaa !11
  %88 = icmp ne %struct.node* %55, null
  %89 = icmp ne %struct.node* %71, null
  %90 = and i1 %88, %89
  br i1 %90, label %91, label %117

91:                                               ; preds = %83, %107
  %92 = phi %struct.node* [ %111, %107 ], [ %1, %83 ]
  %93 = phi %struct.node* [ %109, %107 ], [ %71, %83 ]
  %94 = phi %struct.node* [ %108, %107 ], [ %55, %83 ]
  %95 = getelementptr inbounds %struct.node, %struct.node* %94, i32 0, i32 0
  %96 = load i32, i32* %95, align 4, !tbaa !17
  %97 = getelementptr inbounds %struct.node, %struct.node* %93, i32 0, i32 0
  %98 = load i32, i32* %97, align 4, !tbaa !17
  %99 = icmp sgt i32 %96, %98
  %100 = getelementptr inbounds %struct.node, %struct.node* %92, i32 0, i32 1
  br i1 %99, label %104, label %101

101:                                              ; preds = %91
  store %struct.node* %94, %struct.node** %100, align 4, !tbaa !11
  %102 = getelementptr inbounds %struct.node, %struct.node* %94, i32 0, i32 1
  %103 = load %struct.node*, %struct.node** %102, align 4, !tbaa !11
  br label %107

104:                                              ; preds = %91
  store %struct.node* %93, %struct.node** %100, align 4, !tbaa !11
  %105 = getelementptr inbounds %struct.node, %struct.node* %93, i32 0, i32 1
  %106 = load %struct.node*, %struct.node** %105, align 4, !tbaa !11
  br label %107

107:                                              ; preds = %104, %101
  %108 = phi %struct.node* [ %103, %101 ], [ %94, %104 ]
  %109 = phi %struct.node* [ %93, %101 ], [ %106, %104 ]
  %110 = getelementptr inbounds %struct.node, %struct.node* %92, i32 0, i32 1
  %111 = load %struct.node*, %struct.node** %110, align 4, !tbaa !11
  %112 = icmp ne %struct.node* %108, null
  %113 = icmp ne %struct.node* %109, null
  %114 = select i1 %112, i1 %113, i1 false
  br i1 %114, label %91, label %115, !llvm.loop !21

115:                                              ; preds = %107
  %116 = getelementptr inbounds %struct.node, %struct.node* %111, i32 0, i32 1
  br label %117

117:                                              ; preds = %115, %83
  %118 = phi %struct.node* [ %55, %83 ], [ %108, %115 ]
  %119 = phi %struct.node* [ %71, %83 ], [ %109, %115 ]
  %120 = phi i1 [ %88, %83 ], [ %112, %115 ]
  %121 = phi %struct.node** [ %54, %83 ], [ %116, %115 ]
  %122 = select i1 %120, %struct.node* %118, %struct.node* %119
  store %struct.node* %122, %struct.node** %121, align 4, !tbaa !11
  %123 = load %struct.node*, %struct.node** %54, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %87) #4
  %124 = icmp eq %struct.node* %123, null
  br i1 %124, label %194, label %189

125:                                              ; preds = %46, %186
  %126 = phi i32 [ %187, %186 ], [ 0, %46 ]
  %127 = phi i32 [ %129, %186 ], [ -660279167, %46 ]
  %128 = mul i32 %127, 1103515245
  %129 = add i32 %128, 12345
  %130 = lshr i32 %129, 20
  %131 = add nsw i32 %130, -2048
  %132 = load %struct.node*, %struct.node** %2, align 4, !tbaa !7
  %133 = icmp eq %struct.node* %132, null
  br i1 %133, label %156, label %134

134:                                              ; preds = %125
  %135 = getelementptr inbounds %struct.node, %struct.node* %132, i32 0, i32 0
  %136 = load i32, i32* %135, align 4, !tbaa !17
  %137 = icmp eq i32 %136, %131
  br i1 %137, label %144, label %151

138:                                              ; preds = %151
  %139 = getelementptr inbounds %struct.node, %struct.node* %154, i32 0, i32 0
  %140 = load i32, i32* %139, align 4, !tbaa !17
  %141 = icmp eq i32 %140, %131
  br i1 %141, label %142, label %151, !llvm.loop !22

142:                                              ; preds = %138
  %143 = getelementptr inbounds %struct.node, %struct.node* %152, i32 0, i32 1
  br label %144

144:                                              ; preds = %142, %134
  %145 = phi i1 [ %133, %134 ], [ %155, %142 ]
  %146 = phi %struct.node* [ %132, %134 ], [ %154, %142 ]
  %147 = phi %struct.node** [ %2, %134 ], [ %143, %142 ]
  %148 = getelementptr inbounds %struct.node, %struct.node* %146, i32 0, i32 1
  %149 = load %struct.node*, %struct.node** %148, align 4, !tbaa !11
  store %struct.node* %149, %struct.node** %147, align 4, !tbaa !7
  %150 = load %struct.node*, %struct.node** @free_list, align 4, !tbaa !7
  store %struct.node* %150, %struct.node** %148, align 4, !tbaa !11
  store %struct.node* %146, %struct.node** @free_list, align 4, !tbaa !7
  br label %156

151:                                              ; preds = %134, %138
  %152 = phi %struct.node* [ %154, %138 ], [ %132, %134 ]
  %153 = getelementptr inbounds %struct.node, %struct.node* %152, i32 0, i32 1
  %154 = load %struct.node*, %struct.node** %153, align 4, !tbaa !7
  %155 = icmp eq %struct.node* %154, null
  br i1 %155, label %156, label %138, !llvm.loop !22

156:                                              ; preds = %151, %125, %144
  %157 = phi i1 [ %145, %144 ], [ %133, %125 ], [ %155, %151 ]
  br i1 %157, label %158, label %186

158:                                              ; preds = %156
  %159 = load %struct.node*, %struct.node** %2, align 4, !tbaa !7
  %160 = icmp eq %struct.node* %159, null
  br i1 %160, label %176, label %161

161:                                              ; preds = %158
  %162 = getelementptr inbounds %struct.node, %struct.node* %159, i32 0, i32 0
  %163 = load i32, i32* %162, align 4, !tbaa !17
  %164 = icmp slt i32 %163, %131
  br i1 %164, label %165, label %176

165:                                              ; preds = %161, %170
  %166 = phi %struct.node* [ %168, %170 ], [ %159, %161 ]
  %167 = getelementptr inbounds %struct.node, %struct.node* %166, i32 0, i32 1
  %168 = load %struct.node*, %struct.node** %167, align 4, !tbaa !7
  %169 = icmp eq %struct.node* %168, null
  br i1 %169, label %174, label %170, !llvm.loop !18

170:                                              ; preds = %165
  %171 = getelementptr inbounds %struct.node, %struct.node* %168, i32 0, i32 0
  %172 = load i32, i32* %171, align 4, !tbaa !17
  %173 = icmp slt i32 %172, %131
  br i1 %173, label %165, label %174, !llvm.loop !18

174:                                              ; preds = %170, %165
  %175 = getelementptr inbounds %struct.node, %struct.node* %166, i32 0, i32 1
  br label %176

176:                                              ; preds = %174, %161, %158
  %177 = phi %struct.node** [ %2, %158 ], [ %2, %161 ], [ %175, %174 ]
  %178 = load %struct.node*, %struct.node** @free_list, align 4, !tbaa !7
  %179 = icmp eq %struct.node* %178, null
  br i1 %179, label %180, label %181

180:                                              ; preds = %176
  call void @abort() #3
  br label %181

181:                                              ; preds = %176, %180
  %182 = getelementptr inbounds %struct.node, %struct.node* %178, i32 0, i32 1
  %183 = load %struct.node*, %struct.node** %182, align 4, !tbaa !11
  store %struct.node* %183, %struct.node** @free_list, align 4, !tbaa !7
  %184 = getelementptr inbounds %struct.node, %struct.node* %178, i32 0, i32 0
  store i32 %131, i32* %184, align 4, !tbaa !17
  store %struct.node* null, %struct.node** %182, align 4, !tbaa !11
  %185 = load %struct.node*, %struct.node** %177, align 4, !tbaa !7
  store %struct.node* %185, %struct.node** %182, align 4, !tbaa !11
  store %struct.node* %178, %struct.node** %177, align 4, !tbaa !7
  br label %186

186:                                              ; preds = %181, %156
  %187 = add nuw nsw i32 %126, 1
  %188 = icmp eq i32 %187, 30
  br i1 %188, label %53, label %125, !llvm.loop !23

189:                                              ; preds = %117, %239
  %190 = phi %struct.node* [ %240, %239 ], [ %123, %117 ]
  %191 = getelementptr inbounds %struct.node, %struct.node* %190, i32 0, i32 1
  %192 = load %struct.node*, %struct.node** %191, align 4, !tbaa !11
  %193 = icmp eq %struct.node* %192, null
  br i1 %193, label %194, label %232

194:                                              ; preds = %189, %239, %117
  %195 = icmp eq %struct.node* %123, null
  br i1 %195, label %206, label %196

196:                                              ; preds = %194, %196
  %197 = phi i32 [ %202, %196 ], [ -2128831035, %194 ]
  %198 = phi %struct.node* [ %204, %196 ], [ %123, %194 ]
  %199 = getelementptr inbounds %struct.node, %struct.node* %198, i32 0, i32 0
  %200 = load i32, i32* %199, align 4, !tbaa !17
  %201 = xor i32 %200, %197
  %202 = mul i32 %201, 16777619
  %203 = getelementptr inbounds %struct.node, %struct.node* %198, i32 0, i32 1
  %204 = load %struct.node*, %struct.node** %203, align 4, !tbaa !11
  %205 = icmp eq %struct.node* %204, null
  br i1 %205, label %206, label %196, !llvm.loop !20

206:                                              ; preds = %196, %194
  %207 = phi i32 [ -2128831035, %194 ], [ %202, %196 ]
  %208 = xor i32 %207, %86
  %209 = mul i32 %208, 16777619
  br i1 %195, label %216, label %210

210:                                              ; preds = %206, %210
  %211 = phi %struct.node* [ %214, %210 ], [ %123, %206 ]
  %212 = phi %struct.node* [ %211, %210 ], [ null, %206 ]
  %213 = getelementptr inbounds %struct.node, %struct.node* %211, i32 0, i32 1
  %214 = load %struct.node*, %struct.node** %213, align 4, !tbaa !11
  store %struct.node* %212, %struct.node** %213, align 4, !tbaa !11
  %215 = icmp eq %struct.node* %214, null
  br i1 %215, label %216, label %210, !llvm.loop !24

216:                                              ; preds = %210, %206
  %217 = phi %struct.node* [ null, %206 ], [ %211, %210 ]
  %218 = icmp eq %struct.node* %217, null
  br i1 %218, label %229, label %219

219:                                              ; preds = %216, %219
  %220 = phi i32 [ %225, %219 ], [ -2128831035, %216 ]
  %221 = phi %struct.node* [ %227, %219 ], [ %217, %216 ]
  %222 = getelementptr inbounds %struct.node, %struct.node* %221, i32 0, i32 0
  %223 = load i32, i32* %222, align 4, !tbaa !17
  %224 = xor i32 %223, %220
  %225 = mul i32 %224, 16777619
  %226 = getelementptr inbounds %struct.node, %struct.node* %221, i32 0, i32 1
  %227 = load %struct.node*, %struct.node** %226, align 4, !tbaa !11
  %228 = icmp eq %struct.node* %227, null
  br i1 %228, label %229, label %219, !llvm.loop !20

229:                                              ; preds = %219, %216
  %230 = phi i32 [ -2128831035, %216 ], [ %225, %219 ]
  %231 = xor i32 %230, %209
  store i16 -1, i16* @lru_tail, align 2, !tbaa !25
  store i16 -1, i16* @lru_head, align 2, !tbaa !25
  br label %246

232:                                              ; preds = %189
  %233 = getelementptr inbounds %struct.node, %struct.node* %190, i32 0, i32 0
  %234 = load i32, i32* %233, align 4, !tbaa !17
  %235 = getelementptr inbounds %struct.node, %struct.node* %192, i32 0, i32 0
  %236 = load i32, i32* %235, align 4, !tbaa !17
  %237 = icmp sgt i32 %234, %236
  br i1 %237, label %238, label %239

238:                                              ; preds = %232
  call void @abort() #3
  br label %239

239:                                              ; preds = %232, %238
  %240 = load %struct.node*, %struct.node** %191, align 4, !tbaa !11
  %241 = icmp eq %struct.node* %240, null
  br i1 %241, label %194, label %189, !llvm.loop !27

242:                                              ; preds = %246
  %243 = load i32, i32* @used, align 4, !tbaa !28
  %244 = load i16, i16* @lru_tail, align 2, !tbaa !25
  %245 = load i16, i16* @lru_head, align 2, !tbaa !25
  br label %257

246:                                              ; preds = %229, %246
  %247 = phi i32 [ 0, %229 ], [ %249, %246 ]
  %248 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %247
  store i8 -1, i8* %248, align 1, !tbaa !29
  %249 = add nuw nsw i32 %247, 1
  %250 = icmp eq i32 %249, 64
  br i1 %250, label %242, label %246, !llvm.loop !30

251:                                              ; preds = %359
  %252 = mul i32 %231, 16777619
  %253 = xor i32 %364, %252
  %254 = load i16, i16* @lru_head, align 2, !tbaa !25
  %255 = mul i32 %253, 16777619
  %256 = icmp sgt i16 %254, -1
  br i1 %256, label %372, label %367

257:                                              ; preds = %242, %359
  %258 = phi i32 [ 0, %242 ], [ %365, %359 ]
  %259 = phi i32 [ 0, %242 ], [ %364, %359 ]
  %260 = phi i32 [ -776295573, %242 ], [ %265, %359 ]
  %261 = phi i32 [ %243, %242 ], [ %362, %359 ]
  %262 = phi i16 [ %244, %242 ], [ %361, %359 ]
  %263 = phi i16 [ %245, %242 ], [ %360, %359 ]
  %264 = mul i32 %260, 1103515245
  %265 = add i32 %264, 12345
  %266 = lshr i32 %265, 16
  %267 = icmp slt i32 %265, 0
  %268 = select i1 %267, i32 15, i32 63
  %269 = and i32 %268, %266
  %270 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %269
  %271 = load i8, i8* %270, align 1, !tbaa !29
  %272 = sext i8 %271 to i32
  %273 = icmp sgt i8 %271, -1
  br i1 %273, label %274, label %306

274:                                              ; preds = %257
  %275 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %272, i32 3
  %276 = load i8, i8* %275, align 1, !tbaa !31
  %277 = add i8 %276, 1
  store i8 %277, i8* %275, align 1, !tbaa !31
  %278 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %272, i32 0
  %279 = load i16, i16* %278, align 2, !tbaa !33
  %280 = icmp sgt i16 %279, -1
  br i1 %280, label %281, label %286

281:                                              ; preds = %274
  %282 = sext i16 %279 to i32
  %283 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %272, i32 1
  %284 = load i16, i16* %283, align 2, !tbaa !34
  %285 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %282, i32 1
  store i16 %284, i16* %285, align 2, !tbaa !34
  br label %289

286:                                              ; preds = %274
  %287 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %272, i32 1
  %288 = load i16, i16* %287, align 2, !tbaa !34
  store i16 %288, i16* @lru_head, align 2, !tbaa !25
  br label %289

289:                                              ; preds = %286, %281
  %290 = phi i16 [ %288, %286 ], [ %263, %281 ]
  %291 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %272, i32 1
  %292 = load i16, i16* %291, align 2, !tbaa !34
  %293 = icmp sgt i16 %292, -1
  %294 = sext i16 %292 to i32
  %295 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %294, i32 0
  %296 = select i1 %293, i16* %295, i16* @lru_tail
  %297 = select i1 %293, i16 %262, i16 %279
  store i16 %279, i16* %296, align 2, !tbaa !25
  store i16 -1, i16* %278, align 2, !tbaa !33
  store i16 %290, i16* %291, align 2, !tbaa !34
  %298 = icmp sgt i16 %290, -1
  br i1 %298, label %299, label %303

299:                                              ; preds = %289
  %300 = sext i16 %290 to i32
  %301 = sext i8 %271 to i16
  %302 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %300, i32 0
  store i16 %301, i16* %302, align 2, !tbaa !33
  br label %303

303:                                              ; preds = %299, %289
  %304 = sext i8 %271 to i16
  store i16 %304, i16* @lru_head, align 2, !tbaa !25
  %305 = icmp slt i16 %297, 0
  br i1 %305, label %355, label %359

306:                                              ; preds = %257
  %307 = icmp slt i32 %261, 16
  br i1 %307, label %308, label %310

308:                                              ; preds = %306
  %309 = add nsw i32 %261, 1
  store i32 %309, i32* @used, align 4, !tbaa !28
  br label %336

310:                                              ; preds = %306
  %311 = sext i16 %262 to i32
  %312 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %311, i32 0
  %313 = load i16, i16* %312, align 2, !tbaa !33
  %314 = icmp sgt i16 %313, -1
  br i1 %314, label %315, label %320

315:                                              ; preds = %310
  %316 = sext i16 %313 to i32
  %317 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %311, i32 1
  %318 = load i16, i16* %317, align 2, !tbaa !34
  %319 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %316, i32 1
  store i16 %318, i16* %319, align 2, !tbaa !34
  br label %323

320:                                              ; preds = %310
  %321 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %311, i32 1
  %322 = load i16, i16* %321, align 2, !tbaa !34
  store i16 %322, i16* @lru_head, align 2, !tbaa !25
  br label %323

323:                                              ; preds = %320, %315
  %324 = phi i16 [ %322, %320 ], [ %263, %315 ]
  %325 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %311, i32 1
  %326 = load i16, i16* %325, align 2, !tbaa !34
  %327 = icmp sgt i16 %326, -1
  %328 = sext i16 %326 to i32
  %329 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %328, i32 0
  %330 = select i1 %327, i16* %329, i16* @lru_tail
  %331 = select i1 %327, i16 %262, i16 %313
  store i16 %313, i16* %330, align 2, !tbaa !25
  %332 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %311, i32 2
  %333 = load i8, i8* %332, align 2, !tbaa !35
  %334 = zext i8 %333 to i32
  %335 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %334
  store i8 -1, i8* %335, align 1, !tbaa !29
  br label %336

336:                                              ; preds = %323, %308
  %337 = phi i16 [ %263, %308 ], [ %324, %323 ]
  %338 = phi i16 [ %262, %308 ], [ %331, %323 ]
  %339 = phi i32 [ %309, %308 ], [ %261, %323 ]
  %340 = phi i32 [ %261, %308 ], [ %311, %323 ]
  %341 = trunc i32 %269 to i8
  %342 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %340, i32 2
  store i8 %341, i8* %342, align 2, !tbaa !35
  %343 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %340, i32 3
  store i8 0, i8* %343, align 1, !tbaa !31
  %344 = trunc i32 %340 to i8
  store i8 %344, i8* %270, align 1, !tbaa !29
  %345 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %340, i32 0
  store i16 -1, i16* %345, align 2, !tbaa !33
  %346 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %340, i32 1
  store i16 %337, i16* %346, align 2, !tbaa !34
  %347 = icmp sgt i16 %337, -1
  br i1 %347, label %348, label %352

348:                                              ; preds = %336
  %349 = sext i16 %337 to i32
  %350 = trunc i32 %340 to i16
  %351 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %349, i32 0
  store i16 %350, i16* %351, align 2, !tbaa !33
  br label %352

352:                                              ; preds = %348, %336
  %353 = trunc i32 %340 to i16
  store i16 %353, i16* @lru_head, align 2, !tbaa !25
  %354 = icmp slt i16 %338, 0
  br i1 %354, label %355, label %359

355:                                              ; preds = %352, %303
  %356 = phi i16 [ %304, %303 ], [ %353, %352 ]
  %357 = phi i32 [ %261, %303 ], [ %339, %352 ]
  %358 = phi i32 [ 1, %303 ], [ 0, %352 ]
  store i16 %356, i16* @lru_tail, align 2, !tbaa !25
  br label %359

359:                                              ; preds = %355, %303, %352
  %360 = phi i16 [ %304, %303 ], [ %353, %352 ], [ %356, %355 ]
  %361 = phi i16 [ %297, %303 ], [ %338, %352 ], [ %356, %355 ]
  %362 = phi i32 [ %261, %303 ], [ %339, %352 ], [ %357, %355 ]
  %363 = phi i32 [ 1, %303 ], [ 0, %352 ], [ %358, %355 ]
  %364 = add nuw nsw i32 %363, %259
  %365 = add nuw nsw i32 %258, 1
  %366 = icmp eq i32 %365, 900
  br i1 %366, label %251, label %257, !llvm.loop !36

367:                                              ; preds = %372, %251
  %368 = phi i32 [ %255, %251 ], [ %387, %372 ]
  %369 = and i32 %368, 2147483647
  %370 = bitcast %struct.node** %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %370)
  %371 = bitcast %struct.node** %2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %371)
  ret i32 %369

372:                                              ; preds = %251, %372
  %373 = phi i32 [ %387, %372 ], [ %255, %251 ]
  %374 = phi i16 [ %386, %372 ], [ %254, %251 ]
  %375 = sext i16 %374 to i32
  %376 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %375, i32 2
  %377 = load i8, i8* %376, align 2, !tbaa !35
  %378 = zext i8 %377 to i32
  %379 = xor i32 %373, %378
  %380 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %375, i32 3
  %381 = load i8, i8* %380, align 1, !tbaa !31
  %382 = zext i8 %381 to i32
  %383 = shl nuw nsw i32 %382, 8
  %384 = xor i32 %379, %383
  %385 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %375, i32 1
  %386 = load i16, i16* %385, align 2, !tbaa !25
  %387 = mul i32 %384, 16777619
  %388 = icmp sgt i16 %386, -1
  br i1 %388, label %372, label %367, !llvm.loop !37
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !8, i64 4}
!12 = !{!"node", !13, i64 0, !8, i64 4}
!13 = !{!"int", !9, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!12, !13, i64 0}
!18 = distinct !{!18, !15, !16}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !15, !16}
!21 = distinct !{!21, !15, !16}
!22 = distinct !{!22, !15, !16}
!23 = distinct !{!23, !15, !16}
!24 = distinct !{!24, !15, !16}
!25 = !{!26, !26, i64 0}
!26 = !{!"short", !9, i64 0}
!27 = distinct !{!27, !15, !16}
!28 = !{!13, !13, i64 0}
!29 = !{!9, !9, i64 0}
!30 = distinct !{!30, !15, !16}
!31 = !{!32, !9, i64 5}
!32 = !{!"entry", !26, i64 0, !26, i64 2, !9, i64 4, !9, i64 5}
!33 = !{!32, !26, i64 0}
!34 = !{!32, !26, i64 2}
!35 = !{!32, !9, i64 4}
!36 = distinct !{!36, !15, !16}
!37 = distinct !{!37, !15, !16}
