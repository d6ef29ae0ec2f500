; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

%struct.entry = type { i16, i16, i8, i8 }
%struct.node = type { i32, %struct.node* }

@lru_tail = internal unnamed_addr global i16 0, align 2
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
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i32 [ 95, %0 ], [ %9, %4 ]
  %6 = phi %struct.node* [ null, %0 ], [ %7, %4 ]
  %7 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %5
  %8 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %5, i32 1
  store %struct.node* %6, %struct.node** %8, align 4, !tbaa !7
  %9 = add nsw i32 %5, -1
  %10 = icmp eq i32 %5, 0
  br i1 %10, label %11, label %4, !llvm.loop !13

11:                                               ; preds = %4
  %12 = bitcast %struct.node** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12)
  store %struct.node* null, %struct.node** %2, align 4, !tbaa !15
  %13 = bitcast %struct.node** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13)
  store %struct.node* null, %struct.node** %3, align 4, !tbaa !15
  br label %14

14:                                               ; preds = %11, %46
  %15 = phi %struct.node* [ getelementptr inbounds ([96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 0), %11 ], [ %48, %46 ]
  %16 = phi i32 [ 0, %11 ], [ %51, %46 ]
  %17 = phi i32 [ 31337, %11 ], [ %19, %46 ]
  %18 = mul i32 %17, 1103515245
  %19 = add i32 %18, 12345
  %20 = and i32 %16, 1
  %21 = icmp eq i32 %20, 0
  %22 = select i1 %21, %struct.node** %3, %struct.node** %2
  %23 = lshr i32 %19, 20
  %24 = add nsw i32 %23, -2048
  %25 = load %struct.node*, %struct.node** %22, align 4, !tbaa !15
  %26 = icmp eq %struct.node* %25, null
  br i1 %26, label %42, label %27

27:                                               ; preds = %14
  %28 = getelementptr inbounds %struct.node, %struct.node* %25, i32 0, i32 0
  %29 = load i32, i32* %28, align 4, !tbaa !16
  %30 = icmp slt i32 %29, %24
  br i1 %30, label %31, label %42

31:                                               ; preds = %27, %36
  %32 = phi %struct.node* [ %34, %36 ], [ %25, %27 ]
  %33 = getelementptr inbounds %struct.node, %struct.node* %32, i32 0, i32 1
  %34 = load %struct.node*, %struct.node** %33, align 4, !tbaa !15
  %35 = icmp eq %struct.node* %34, null
  br i1 %35, label %40, label %36, !llvm.loop !17

36:                                               ; preds = %31
  %37 = getelementptr inbounds %struct.node, %struct.node* %34, i32 0, i32 0
  %38 = load i32, i32* %37, align 4, !tbaa !16
  %39 = icmp slt i32 %38, %24
  br i1 %39, label %31, label %40, !llvm.loop !17

40:                                               ; preds = %36, %31
  %41 = getelementptr inbounds %struct.node, %struct.node* %32, i32 0, i32 1
  br label %42

42:                                               ; preds = %40, %27, %14
  %43 = phi %struct.node** [ %22, %14 ], [ %22, %27 ], [ %41, %40 ]
  %44 = icmp eq %struct.node* %15, null
  br i1 %44, label %45, label %46

45:                                               ; preds = %42
  tail call void @abort() #3
  br label %46

46:                                               ; preds = %42, %45
  %47 = getelementptr inbounds %struct.node, %struct.node* %15, i32 0, i32 1
  %48 = load %struct.node*, %struct.node** %47, align 4, !tbaa !7
  store %struct.node* %48, %struct.node** @free_list, align 4, !tbaa !15
  %49 = getelementptr inbounds %struct.node, %struct.node* %15, i32 0, i32 0
  store i32 %24, i32* %49, align 4, !tbaa !16
  store %struct.node* null, %struct.node** %47, align 4, !tbaa !7
  %50 = load %struct.node*, %struct.node** %43, align 4, !tbaa !15
  store %struct.node* %50, %struct.node** %47, align 4, !tbaa !7
  store %struct.node* %15, %struct.node** %43, align 4, !tbaa !15
  %51 = add nuw nsw i32 %16, 1
  %52 = icmp eq i32 %51, 40
  br i1 %52, label %142, label %14, !llvm.loop !18

53:                                               ; preds = %194
  %54 = load %struct.node*, %struct.node** %2, align 4, !tbaa !15
  %55 = icmp eq %struct.node* %54, null
  br i1 %55, label %71, label %56

56:                                               ; preds = %53, %56
  %57 = phi i32 [ %62, %56 ], [ -2128831035, %53 ]
  %58 = phi %struct.node* [ %64, %56 ], [ %54, %53 ]
  %59 = getelementptr inbounds %struct.node, %struct.node* %58, i32 0, i32 0
  %60 = load i32, i32* %59, align 4, !tbaa !16
  %61 = xor i32 %60, %57
  %62 = mul i32 %61, 16777619
  %63 = getelementptr inbounds %struct.node, %struct.node* %58, i32 0, i32 1
  %64 = load %struct.node*, %struct.node** %63, align 4, !tbaa !7
  %65 = icmp eq %struct.node* %64, null
  br i1 %65, label %66, label %56, !llvm.loop !19

66:                                               ; preds = %56
  %67 = xor i32 %62, -2128831035
  %68 = mul i32 %67, 16777619
  %69 = load %struct.node*, %struct.node** %3, align 4, !tbaa !15
  %70 = icmp eq %struct.node* %69, null
  br i1 %70, label %80, label %77

71:                                               ; preds = %53
  %72 = load %struct.node*, %struct.node** %3, align 4, !tbaa !15
  %73 = icmp eq %struct.node* %72, null
  br i1 %73, label %74, label %77

74:                                               ; preds = %71
  %75 = bitcast %struct.node* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %75) #4
  %76 = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1
  store %struct.node* null, %struct.node** %76, align 4, !tbaa !7
  br label %133

77:                                               ; preds = %71, %66
  %78 = phi %struct.node* [ %72, %71 ], [ %69, %66 ]
  %79 = phi i32 [ 0, %71 ], [ %68, %66 ]
  br label %85

80:                                               ; preds = %66
  %81 = bitcast %struct.node* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %81) #4
  %82 = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1
  store %struct.node* null, %struct.node** %82, align 4, !tbaa !7
  %83 = xor i32 %68, -2128831035
  %84 = mul i32 %83, 16777619
  br label %128

85:                                               ; preds = %77, %85
  %86 = phi i32 [ %91, %85 ], [ -2128831035, %77 ]
  %87 = phi %struct.node* [ %93, %85 ], [ %78, %77 ]
  %88 = getelementptr inbounds %struct.node, %struct.node* %87, i32 0, i32 0
  %89 = load i32, i32* %88, align 4, !tbaa !16
  %90 = xor i32 %89, %86
  %91 = mul i32 %90, 16777619
  %92 = getelementptr inbounds %struct.node, %struct.node* %87, i32 0, i32 1
  %93 = load %struct.node*, %struct.node** %92, align 4, !tbaa !7
  %94 = icmp eq %struct.node* %93, null
  br i1 %94, label %95, label %85, !llvm.loop !19

95:                                               ; preds = %85
  %96 = bitcast %struct.node* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %96) #4
  %97 = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1
  store %struct.node* null, %struct.node** %97, align 4, !tbaa !7
  %98 = icmp eq %struct.node* %54, null
  br i1 %98, label %99, label %102

99:                                               ; preds = %95
  %100 = xor i32 %91, %79
  %101 = mul i32 %100, 16777619
  br label %133

102:                                              ; preds = %95, %118
  %103 = phi %struct.node* [ %119, %118 ], [ %1, %95 ]
  %104 = phi %struct.node* [ %121, %118 ], [ %78, %95 ]
  %105 = phi %struct.node* [ %120, %118 ], [ %54, %95 ]
  %106 = getelementptr inbounds %struct.node, %struct.node* %105, i32 0, i32 0
  %107 = load i32, i32* %106, align 4, !tbaa !16
  %108 = getelementptr inbounds %struct.node, %struct.node* %104, i32 0, i32 0
  %109 = load i32, i32* %108, align 4, !tbaa !16
  %110 = icmp sgt i32 %107, %109
  %111 = getelementptr inbounds %struct.node, %struct.node* %103, i32 0, i32 1
  br i1 %110, label %115, label %112

112:                                              ; preds = %102
  store %struct.node* %105, %struct.node** %111, align 4, !tbaa !7
  %113 = getelementptr inbounds %struct.node, %struct.node* %105, i32 0, i32 1
  %114 = load %struct.node*, %struct.node** %113, align 4, !tbaa !7
  br label %118

115:                                              ; preds = %102
  store %struct.node* %104, %struct.node** %111, align 4, !tbaa !7
  %116 = getelementptr inbounds %struct.node, %struct.node* %104, i32 0, i32 1
  %117 = load %struct.node*, %struct.node** %116, align 4, !tbaa !7
  br label %118

118:                                              ; preds = %115, %112
  %119 = phi %struct.node* [ %105, %112 ], [ %104, %115 ]
  %120 = phi %struct.node* [ %114, %112 ], [ %105, %115 ]
  %121 = phi %struct.node* [ %104, %112 ], [ %117, %115 ]
  %122 = icmp ne %struct.node* %120, null
  %123 = icmp ne %struct.node* %121, null
  %124 = select i1 %122, i1 %123, i1 false
  br i1 %124, label %102, label %125, !llvm.loop !20

125:                                              ; preds = %118
  %126 = xor i32 %91, %79
  %127 = mul i32 %126, 16777619
  br i1 %122, label %128, label %133

128:                                              ; preds = %80, %125
  %129 = phi i32 [ %84, %80 ], [ %127, %125 ]
  %130 = phi %struct.node* [ %1, %80 ], [ %119, %125 ]
  %131 = phi %struct.node* [ %54, %80 ], [ %120, %125 ]
  %132 = phi %struct.node** [ %82, %80 ], [ %97, %125 ]
  br label %133

133:                                              ; preds = %74, %99, %125, %128
  %134 = phi i32 [ %129, %128 ], [ %127, %125 ], [ %101, %99 ], [ 84696351, %74 ]
  %135 = phi %struct.node* [ %130, %128 ], [ %119, %125 ], [ %1, %99 ], [ %1, %74 ]
  %136 = phi %struct.node** [ %132, %128 ], [ %97, %125 ], [ %97, %99 ], [ %76, %74 ]
  %137 = phi %struct.node* [ %131, %128 ], [ %121, %125 ], [ %78, %99 ], [ null, %74 ]
  %138 = bitcast %struct.node* %1 to i8*
  %139 = getelementptr inbounds %struct.node, %struct.node* %135, i32 0, i32 1
  store %struct.node* %137, %struct.node** %139, align 4, !tbaa !7
  %140 = load %struct.node*, %struct.node** %136, align 4, !tbaa !7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %138) #4
  %141 = icmp eq %struct.node* %140, null
  br i1 %141, label %236, label %198

142:                                              ; preds = %46, %194
  %143 = phi %struct.node* [ %195, %194 ], [ %48, %46 ]
  %144 = phi i32 [ %196, %194 ], [ 0, %46 ]
  %145 = phi i32 [ %147, %194 ], [ -660279167, %46 ]
  %146 = mul i32 %145, 1103515245
  %147 = add i32 %146, 12345
  %148 = lshr i32 %147, 20
  %149 = add nsw i32 %148, -2048
  %150 = load %struct.node*, %struct.node** %2, align 4, !tbaa !15
  %151 = icmp eq %struct.node* %150, null
  br i1 %151, label %185, label %152

152:                                              ; preds = %142
  %153 = getelementptr inbounds %struct.node, %struct.node* %150, i32 0, i32 0
  %154 = load i32, i32* %153, align 4, !tbaa !16
  %155 = icmp eq i32 %154, %149
  br i1 %155, label %167, label %160

156:                                              ; preds = %160
  %157 = getelementptr inbounds %struct.node, %struct.node* %163, i32 0, i32 0
  %158 = load i32, i32* %157, align 4, !tbaa !16
  %159 = icmp eq i32 %158, %149
  br i1 %159, label %165, label %160, !llvm.loop !21

160:                                              ; preds = %152, %156
  %161 = phi %struct.node* [ %163, %156 ], [ %150, %152 ]
  %162 = getelementptr inbounds %struct.node, %struct.node* %161, i32 0, i32 1
  %163 = load %struct.node*, %struct.node** %162, align 4, !tbaa !15
  %164 = icmp eq %struct.node* %163, null
  br i1 %164, label %172, label %156, !llvm.loop !21

165:                                              ; preds = %156
  %166 = getelementptr inbounds %struct.node, %struct.node* %161, i32 0, i32 1
  br label %167

167:                                              ; preds = %165, %152
  %168 = phi %struct.node* [ %150, %152 ], [ %163, %165 ]
  %169 = phi %struct.node** [ %2, %152 ], [ %166, %165 ]
  %170 = getelementptr inbounds %struct.node, %struct.node* %168, i32 0, i32 1
  %171 = load %struct.node*, %struct.node** %170, align 4, !tbaa !7
  store %struct.node* %171, %struct.node** %169, align 4, !tbaa !15
  store %struct.node* %143, %struct.node** %170, align 4, !tbaa !7
  store %struct.node* %168, %struct.node** @free_list, align 4, !tbaa !15
  br label %194

172:                                              ; preds = %160
  %173 = icmp slt i32 %154, %149
  br i1 %173, label %174, label %185

174:                                              ; preds = %172, %179
  %175 = phi %struct.node* [ %177, %179 ], [ %150, %172 ]
  %176 = getelementptr inbounds %struct.node, %struct.node* %175, i32 0, i32 1
  %177 = load %struct.node*, %struct.node** %176, align 4, !tbaa !15
  %178 = icmp eq %struct.node* %177, null
  br i1 %178, label %183, label %179, !llvm.loop !17

179:                                              ; preds = %174
  %180 = getelementptr inbounds %struct.node, %struct.node* %177, i32 0, i32 0
  %181 = load i32, i32* %180, align 4, !tbaa !16
  %182 = icmp slt i32 %181, %149
  br i1 %182, label %174, label %183, !llvm.loop !17

183:                                              ; preds = %179, %174
  %184 = getelementptr inbounds %struct.node, %struct.node* %175, i32 0, i32 1
  br label %185

185:                                              ; preds = %183, %172, %142
  %186 = phi %struct.node** [ %2, %142 ], [ %2, %172 ], [ %184, %183 ]
  %187 = icmp eq %struct.node* %143, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @abort() #3
  br label %189

189:                                              ; preds = %185, %188
  %190 = getelementptr inbounds %struct.node, %struct.node* %143, i32 0, i32 1
  %191 = load %struct.node*, %struct.node** %190, align 4, !tbaa !7
  store %struct.node* %191, %struct.node** @free_list, align 4, !tbaa !15
  %192 = getelementptr inbounds %struct.node, %struct.node* %143, i32 0, i32 0
  store i32 %149, i32* %192, align 4, !tbaa !16
  store %struct.node* null, %struct.node** %190, align 4, !tbaa !7
  %193 = load %struct.node*, %struct.node** %186, align 4, !tbaa !15
  store %struct.node* %193, %struct.node** %190, align 4, !tbaa !7
  store %struct.node* %143, %struct.node** %186, align 4, !tbaa !15
  br label %194

194:                                              ; preds = %167, %189
  %195 = phi %struct.node* [ %168, %167 ], [ %191, %189 ]
  %196 = add nuw nsw i32 %144, 1
  %197 = icmp eq i32 %196, 30
  br i1 %197, label %53, label %142, !llvm.loop !22

198:                                              ; preds = %133, %250
  %199 = phi %struct.node* [ %251, %250 ], [ %140, %133 ]
  %200 = getelementptr inbounds %struct.node, %struct.node* %199, i32 0, i32 1
  %201 = load %struct.node*, %struct.node** %200, align 4, !tbaa !7
  %202 = icmp eq %struct.node* %201, null
  br i1 %202, label %203, label %242

203:                                              ; preds = %198, %250
  br i1 %141, label %236, label %204

204:                                              ; preds = %203, %204
  %205 = phi i32 [ %210, %204 ], [ -2128831035, %203 ]
  %206 = phi %struct.node* [ %212, %204 ], [ %140, %203 ]
  %207 = getelementptr inbounds %struct.node, %struct.node* %206, i32 0, i32 0
  %208 = load i32, i32* %207, align 4, !tbaa !16
  %209 = xor i32 %208, %205
  %210 = mul i32 %209, 16777619
  %211 = getelementptr inbounds %struct.node, %struct.node* %206, i32 0, i32 1
  %212 = load %struct.node*, %struct.node** %211, align 4, !tbaa !7
  %213 = icmp eq %struct.node* %212, null
  br i1 %213, label %214, label %204, !llvm.loop !19

214:                                              ; preds = %204, %214
  %215 = phi %struct.node* [ %218, %214 ], [ %140, %204 ]
  %216 = phi %struct.node* [ %215, %214 ], [ null, %204 ]
  %217 = getelementptr inbounds %struct.node, %struct.node* %215, i32 0, i32 1
  %218 = load %struct.node*, %struct.node** %217, align 4, !tbaa !7
  store %struct.node* %216, %struct.node** %217, align 4, !tbaa !7
  %219 = icmp eq %struct.node* %218, null
  br i1 %219, label %220, label %214, !llvm.loop !23

220:                                              ; preds = %214
  %221 = getelementptr inbounds %struct.node, %struct.node* %215, i32 0, i32 0
  %222 = load i32, i32* %221, align 4, !tbaa !16
  %223 = xor i32 %222, -2128831035
  %224 = mul i32 %223, 16777619
  %225 = icmp eq %struct.node* %216, null
  br i1 %225, label %236, label %226, !llvm.loop !19

226:                                              ; preds = %220, %226
  %227 = phi i32 [ %234, %226 ], [ %224, %220 ]
  %228 = phi %struct.node* [ %230, %226 ], [ %216, %220 ]
  %229 = getelementptr inbounds %struct.node, %struct.node* %228, i32 0, i32 1
  %230 = load %struct.node*, %struct.node** %229, align 4, !tbaa !7
  %231 = getelementptr inbounds %struct.node, %struct.node* %228, i32 0, i32 0
  %232 = load i32, i32* %231, align 4, !tbaa !16
  %233 = xor i32 %232, %227
  %234 = mul i32 %233, 16777619
  %235 = icmp eq %struct.node* %230, null
  br i1 %235, label %236, label %226, !llvm.loop !19

236:                                              ; preds = %226, %220, %133, %203
  %237 = phi i32 [ -2128831035, %203 ], [ -2128831035, %133 ], [ %210, %220 ], [ %210, %226 ]
  %238 = phi i32 [ -2128831035, %203 ], [ -2128831035, %133 ], [ %224, %220 ], [ %234, %226 ]
  %239 = xor i32 %237, %134
  %240 = mul i32 %239, 16777619
  %241 = xor i32 %240, %238
  store i16 -1, i16* @lru_tail, align 2, !tbaa !24
  br label %255

242:                                              ; preds = %198
  %243 = getelementptr inbounds %struct.node, %struct.node* %199, i32 0, i32 0
  %244 = load i32, i32* %243, align 4, !tbaa !16
  %245 = getelementptr inbounds %struct.node, %struct.node* %201, i32 0, i32 0
  %246 = load i32, i32* %245, align 4, !tbaa !16
  %247 = icmp sgt i32 %244, %246
  br i1 %247, label %248, label %250

248:                                              ; preds = %242
  tail call void @abort() #3
  %249 = load %struct.node*, %struct.node** %200, align 4, !tbaa !7
  br label %250

250:                                              ; preds = %242, %248
  %251 = phi %struct.node* [ %201, %242 ], [ %249, %248 ]
  %252 = icmp eq %struct.node* %251, null
  br i1 %252, label %203, label %198, !llvm.loop !26

253:                                              ; preds = %255
  %254 = load i32, i32* @used, align 4, !tbaa !27
  br label %265

255:                                              ; preds = %236, %255
  %256 = phi i32 [ 0, %236 ], [ %258, %255 ]
  %257 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %256
  store i8 -1, i8* %257, align 1, !tbaa !28
  %258 = add nuw nsw i32 %256, 1
  %259 = icmp eq i32 %258, 64
  br i1 %259, label %253, label %255, !llvm.loop !29

260:                                              ; preds = %371
  %261 = mul i32 %241, 16777619
  %262 = xor i32 %376, %261
  %263 = mul i32 %262, 16777619
  %264 = icmp sgt i16 %373, -1
  br i1 %264, label %382, label %379

265:                                              ; preds = %253, %371
  %266 = phi i16 [ -1, %253 ], [ %372, %371 ]
  %267 = phi i32 [ 0, %253 ], [ %377, %371 ]
  %268 = phi i32 [ 0, %253 ], [ %376, %371 ]
  %269 = phi i32 [ -776295573, %253 ], [ %273, %371 ]
  %270 = phi i32 [ %254, %253 ], [ %374, %371 ]
  %271 = phi i16 [ -1, %253 ], [ %373, %371 ]
  %272 = mul i32 %269, 1103515245
  %273 = add i32 %272, 12345
  %274 = lshr i32 %273, 16
  %275 = icmp slt i32 %273, 0
  %276 = select i1 %275, i32 15, i32 63
  %277 = and i32 %276, %274
  %278 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %277
  %279 = load i8, i8* %278, align 1, !tbaa !28
  %280 = sext i8 %279 to i32
  %281 = icmp sgt i8 %279, -1
  br i1 %281, label %282, label %317

282:                                              ; preds = %265
  %283 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %280, i32 3
  %284 = load i8, i8* %283, align 1, !tbaa !30
  %285 = add i8 %284, 1
  store i8 %285, i8* %283, align 1, !tbaa !30
  %286 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %280, i32 0
  %287 = load i16, i16* %286, align 2, !tbaa !32
  %288 = icmp sgt i16 %287, -1
  br i1 %288, label %289, label %295

289:                                              ; preds = %282
  %290 = zext i16 %287 to i32
  %291 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %280, i32 1
  %292 = load i16, i16* %291, align 2, !tbaa !33
  %293 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %290, i32 1
  store i16 %292, i16* %293, align 2, !tbaa !33
  %294 = load i16, i16* %291, align 2, !tbaa !33
  br label %298

295:                                              ; preds = %282
  %296 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %280, i32 1
  %297 = load i16, i16* %296, align 2, !tbaa !33
  br label %298

298:                                              ; preds = %295, %289
  %299 = phi i16 [ %297, %295 ], [ %271, %289 ]
  %300 = phi i16 [ %297, %295 ], [ %294, %289 ]
  %301 = icmp sgt i16 %300, -1
  %302 = zext i16 %300 to i32
  %303 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %302, i32 0
  %304 = select i1 %301, i16* %303, i16* @lru_tail
  store i16 %287, i16* %304, align 2, !tbaa !24
  store i16 -1, i16* %286, align 2, !tbaa !32
  %305 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %280, i32 1
  store i16 %299, i16* %305, align 2, !tbaa !33
  %306 = icmp sgt i16 %299, -1
  br i1 %306, label %309, label %307

307:                                              ; preds = %298
  %308 = zext i8 %279 to i16
  br label %313

309:                                              ; preds = %298
  %310 = zext i16 %299 to i32
  %311 = zext i8 %279 to i16
  %312 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %310, i32 0
  store i16 %311, i16* %312, align 2, !tbaa !32
  br label %313

313:                                              ; preds = %309, %307
  %314 = phi i16 [ %308, %307 ], [ %311, %309 ]
  %315 = load i16, i16* @lru_tail, align 2, !tbaa !24
  %316 = icmp slt i16 %315, 0
  br i1 %316, label %367, label %371

317:                                              ; preds = %265
  %318 = icmp slt i32 %270, 16
  br i1 %318, label %319, label %321

319:                                              ; preds = %317
  %320 = add nsw i32 %270, 1
  store i32 %320, i32* @used, align 4, !tbaa !27
  br label %346

321:                                              ; preds = %317
  %322 = sext i16 %266 to i32
  %323 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %322, i32 0
  %324 = load i16, i16* %323, align 2, !tbaa !32
  %325 = icmp sgt i16 %324, -1
  br i1 %325, label %326, label %332

326:                                              ; preds = %321
  %327 = zext i16 %324 to i32
  %328 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %322, i32 1
  %329 = load i16, i16* %328, align 2, !tbaa !33
  %330 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %327, i32 1
  store i16 %329, i16* %330, align 2, !tbaa !33
  %331 = load i16, i16* %328, align 2, !tbaa !33
  br label %335

332:                                              ; preds = %321
  %333 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %322, i32 1
  %334 = load i16, i16* %333, align 2, !tbaa !33
  br label %335

335:                                              ; preds = %332, %326
  %336 = phi i16 [ %334, %332 ], [ %271, %326 ]
  %337 = phi i16 [ %334, %332 ], [ %331, %326 ]
  %338 = icmp sgt i16 %337, -1
  %339 = zext i16 %337 to i32
  %340 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %339, i32 0
  %341 = select i1 %338, i16* %340, i16* @lru_tail
  store i16 %324, i16* %341, align 2, !tbaa !24
  %342 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %322, i32 2
  %343 = load i8, i8* %342, align 2, !tbaa !34
  %344 = zext i8 %343 to i32
  %345 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %344
  store i8 -1, i8* %345, align 1, !tbaa !28
  br label %346

346:                                              ; preds = %335, %319
  %347 = phi i16 [ %271, %319 ], [ %336, %335 ]
  %348 = phi i32 [ %320, %319 ], [ %270, %335 ]
  %349 = phi i32 [ %270, %319 ], [ %322, %335 ]
  %350 = trunc i32 %277 to i8
  %351 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %349, i32 2
  store i8 %350, i8* %351, align 2, !tbaa !34
  %352 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %349, i32 3
  store i8 0, i8* %352, align 1, !tbaa !30
  %353 = trunc i32 %349 to i8
  store i8 %353, i8* %278, align 1, !tbaa !28
  %354 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %349, i32 0
  store i16 -1, i16* %354, align 2, !tbaa !32
  %355 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %349, i32 1
  store i16 %347, i16* %355, align 2, !tbaa !33
  %356 = icmp sgt i16 %347, -1
  br i1 %356, label %359, label %357

357:                                              ; preds = %346
  %358 = trunc i32 %349 to i16
  br label %363

359:                                              ; preds = %346
  %360 = zext i16 %347 to i32
  %361 = trunc i32 %349 to i16
  %362 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %360, i32 0
  store i16 %361, i16* %362, align 2, !tbaa !32
  br label %363

363:                                              ; preds = %359, %357
  %364 = phi i16 [ %358, %357 ], [ %361, %359 ]
  %365 = load i16, i16* @lru_tail, align 2, !tbaa !24
  %366 = icmp slt i16 %365, 0
  br i1 %366, label %367, label %371

367:                                              ; preds = %363, %313
  %368 = phi i32 [ %270, %313 ], [ %348, %363 ]
  %369 = phi i16 [ %314, %313 ], [ %364, %363 ]
  %370 = phi i32 [ 1, %313 ], [ 0, %363 ]
  store i16 %369, i16* @lru_tail, align 2, !tbaa !24
  br label %371

371:                                              ; preds = %313, %363, %367
  %372 = phi i16 [ %315, %313 ], [ %365, %363 ], [ %369, %367 ]
  %373 = phi i16 [ %314, %313 ], [ %364, %363 ], [ %369, %367 ]
  %374 = phi i32 [ %270, %313 ], [ %348, %363 ], [ %368, %367 ]
  %375 = phi i32 [ 1, %313 ], [ 0, %363 ], [ %370, %367 ]
  %376 = add nsw i32 %375, %268
  %377 = add nuw nsw i32 %267, 1
  %378 = icmp eq i32 %377, 900
  br i1 %378, label %260, label %265, !llvm.loop !35

379:                                              ; preds = %382, %260
  %380 = phi i32 [ %263, %260 ], [ %397, %382 ]
  %381 = and i32 %380, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12)
  ret i32 %381

382:                                              ; preds = %260, %382
  %383 = phi i32 [ %397, %382 ], [ %263, %260 ]
  %384 = phi i16 [ %396, %382 ], [ %373, %260 ]
  %385 = zext i16 %384 to i32
  %386 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %385, i32 2
  %387 = load i8, i8* %386, align 2, !tbaa !34
  %388 = zext i8 %387 to i32
  %389 = xor i32 %383, %388
  %390 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %385, i32 3
  %391 = load i8, i8* %390, align 1, !tbaa !30
  %392 = zext i8 %391 to i32
  %393 = shl nuw nsw i32 %392, 8
  %394 = xor i32 %389, %393
  %395 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %385, i32 1
  %396 = load i16, i16* %395, align 2, !tbaa !24
  %397 = mul i32 %394, 16777619
  %398 = icmp sgt i16 %396, -1
  br i1 %398, label %382, label %379, !llvm.loop !36
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
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
!7 = !{!8, !12, i64 4}
!8 = !{!"node", !9, i64 0, !12, i64 4}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!"any pointer", !10, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!12, !12, i64 0}
!16 = !{!8, !9, i64 0}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !10, i64 0}
!26 = distinct !{!26, !14}
!27 = !{!9, !9, i64 0}
!28 = !{!10, !10, i64 0}
!29 = distinct !{!29, !14}
!30 = !{!31, !10, i64 5}
!31 = !{!"entry", !25, i64 0, !25, i64 2, !10, i64 4, !10, i64 5}
!32 = !{!31, !25, i64 0}
!33 = !{!31, !25, i64 2}
!34 = !{!31, !10, i64 4}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
