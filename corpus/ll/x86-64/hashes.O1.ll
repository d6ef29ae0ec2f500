; ModuleID = 'hashes.c'
source_filename = "hashes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.check = internal unnamed_addr constant [9 x i8] c"123456789", align 1
@buf = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %4, %0
  %2 = phi i64 [ 0, %0 ], [ %6, %4 ]
  %3 = trunc i64 %2 to i32
  br label %8

4:                                                ; preds = %8
  %5 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %2
  store i32 %15, i32* %5, align 4, !tbaa !2
  %6 = add nuw nsw i64 %2, 1
  %7 = icmp eq i64 %6, 256
  br i1 %7, label %18, label %1, !llvm.loop !6

8:                                                ; preds = %8, %1
  %9 = phi i32 [ 0, %1 ], [ %16, %8 ]
  %10 = phi i32 [ %3, %1 ], [ %15, %8 ]
  %11 = and i32 %10, 1
  %12 = icmp eq i32 %11, 0
  %13 = lshr i32 %10, 1
  %14 = xor i32 %13, -306674912
  %15 = select i1 %12, i32 %13, i32 %14
  %16 = add nuw nsw i32 %9, 1
  %17 = icmp eq i32 %16, 8
  br i1 %17, label %4, label %8, !llvm.loop !9

18:                                               ; preds = %4, %25
  %19 = phi i64 [ %26, %25 ], [ 0, %4 ]
  %20 = phi i32 [ %35, %25 ], [ -1, %4 ]
  %21 = getelementptr inbounds [9 x i8], [9 x i8]* @main.check, i64 0, i64 %19
  %22 = load i8, i8* %21, align 1, !tbaa !10
  %23 = zext i8 %22 to i32
  %24 = xor i32 %20, %23
  br label %28

25:                                               ; preds = %28
  %26 = add nuw nsw i64 %19, 1
  %27 = icmp eq i64 %26, 9
  br i1 %27, label %38, label %18, !llvm.loop !11

28:                                               ; preds = %28, %18
  %29 = phi i32 [ 0, %18 ], [ %36, %28 ]
  %30 = phi i32 [ %24, %18 ], [ %35, %28 ]
  %31 = lshr i32 %30, 1
  %32 = and i32 %30, 1
  %33 = sub nsw i32 0, %32
  %34 = and i32 %33, -306674912
  %35 = xor i32 %34, %31
  %36 = add nuw nsw i32 %29, 1
  %37 = icmp eq i32 %36, 8
  br i1 %37, label %25, label %28, !llvm.loop !12

38:                                               ; preds = %25
  %39 = icmp eq i32 %35, 873187033
  br i1 %39, label %41, label %40

40:                                               ; preds = %38
  call void @abort() #2
  br label %41

41:                                               ; preds = %40, %38
  br label %42

42:                                               ; preds = %41, %42
  %43 = phi i32 [ %56, %42 ], [ -1, %41 ]
  %44 = phi i64 [ %46, %42 ], [ 9, %41 ]
  %45 = phi i8* [ %47, %42 ], [ getelementptr inbounds ([9 x i8], [9 x i8]* @main.check, i64 0, i64 0), %41 ]
  %46 = add nsw i64 %44, -1
  %47 = getelementptr inbounds i8, i8* %45, i64 1
  %48 = load i8, i8* %45, align 1, !tbaa !10
  %49 = zext i8 %48 to i32
  %50 = and i32 %43, 255
  %51 = xor i32 %50, %49
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %52
  %54 = load i32, i32* %53, align 4, !tbaa !2
  %55 = lshr i32 %43, 8
  %56 = xor i32 %54, %55
  %57 = icmp eq i64 %46, 0
  br i1 %57, label %58, label %42, !llvm.loop !13

58:                                               ; preds = %42
  %59 = icmp eq i32 %56, 873187033
  br i1 %59, label %60, label %61

60:                                               ; preds = %61, %58
  br label %122

61:                                               ; preds = %58
  call void @abort() #2
  br label %60

62:                                               ; preds = %122, %69
  %63 = phi i64 [ %70, %69 ], [ 0, %122 ]
  %64 = phi i32 [ %79, %69 ], [ -1, %122 ]
  %65 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %63
  %66 = load i8, i8* %65, align 1, !tbaa !10
  %67 = zext i8 %66 to i32
  %68 = xor i32 %64, %67
  br label %72

69:                                               ; preds = %72
  %70 = add nuw nsw i64 %63, 1
  %71 = icmp eq i64 %70, 256
  br i1 %71, label %82, label %62, !llvm.loop !11

72:                                               ; preds = %72, %62
  %73 = phi i32 [ 0, %62 ], [ %80, %72 ]
  %74 = phi i32 [ %68, %62 ], [ %79, %72 ]
  %75 = lshr i32 %74, 1
  %76 = and i32 %74, 1
  %77 = sub nsw i32 0, %76
  %78 = and i32 %77, -306674912
  %79 = xor i32 %78, %75
  %80 = add nuw nsw i32 %73, 1
  %81 = icmp eq i32 %80, 8
  br i1 %81, label %69, label %72, !llvm.loop !12

82:                                               ; preds = %69, %82
  %83 = phi i32 [ %96, %82 ], [ -1, %69 ]
  %84 = phi i64 [ %86, %82 ], [ 256, %69 ]
  %85 = phi i8* [ %87, %82 ], [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i64 0, i64 0), %69 ]
  %86 = add nsw i64 %84, -1
  %87 = getelementptr inbounds i8, i8* %85, i64 1
  %88 = load i8, i8* %85, align 1, !tbaa !10
  %89 = zext i8 %88 to i32
  %90 = and i32 %83, 255
  %91 = xor i32 %90, %89
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %92
  %94 = load i32, i32* %93, align 4, !tbaa !2
  %95 = lshr i32 %83, 8
  %96 = xor i32 %94, %95
  %97 = icmp eq i64 %86, 0
  br i1 %97, label %98, label %82, !llvm.loop !13

98:                                               ; preds = %82, %105
  %99 = phi i64 [ %106, %105 ], [ 0, %82 ]
  %100 = phi i32 [ %115, %105 ], [ -1, %82 ]
  %101 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %99
  %102 = load i8, i8* %101, align 1, !tbaa !10
  %103 = zext i8 %102 to i32
  %104 = xor i32 %100, %103
  br label %108

105:                                              ; preds = %108
  %106 = add nuw nsw i64 %99, 1
  %107 = icmp eq i64 %106, 256
  br i1 %107, label %118, label %98, !llvm.loop !11

108:                                              ; preds = %108, %98
  %109 = phi i32 [ 0, %98 ], [ %116, %108 ]
  %110 = phi i32 [ %104, %98 ], [ %115, %108 ]
  %111 = lshr i32 %110, 1
  %112 = and i32 %110, 1
  %113 = sub nsw i32 0, %112
  %114 = and i32 %113, -306674912
  %115 = xor i32 %114, %111
  %116 = add nuw nsw i32 %109, 1
  %117 = icmp eq i32 %116, 8
  br i1 %117, label %105, label %108, !llvm.loop !12

118:                                              ; preds = %105
  %119 = xor i32 %79, -1
  %120 = icmp eq i32 %96, %115
  br i1 %120, label %121, label %132

121:                                              ; preds = %132, %118
  br label %135

122:                                              ; preds = %60, %122
  %123 = phi i32 [ %126, %122 ], [ 1, %60 ]
  %124 = phi i64 [ %130, %122 ], [ 0, %60 ]
  %125 = mul i32 %123, 1103515245
  %126 = add i32 %125, 12345
  %127 = lshr i32 %126, 16
  %128 = trunc i32 %127 to i8
  %129 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %124
  store i8 %128, i8* %129, align 1, !tbaa !10
  %130 = add nuw nsw i64 %124, 1
  %131 = icmp eq i64 %130, 256
  br i1 %131, label %62, label %122, !llvm.loop !14

132:                                              ; preds = %118
  call void @abort() #2
  br label %121

133:                                              ; preds = %201
  %134 = and i32 %207, 2147483647
  ret i32 %134

135:                                              ; preds = %121, %201
  %136 = phi i64 [ %208, %201 ], [ 1, %121 ]
  %137 = phi i32 [ %207, %201 ], [ %119, %121 ]
  %138 = mul i32 %137, 31
  br label %139

139:                                              ; preds = %135, %139
  %140 = phi i32 [ %153, %139 ], [ -1, %135 ]
  %141 = phi i64 [ %143, %139 ], [ %136, %135 ]
  %142 = phi i8* [ %144, %139 ], [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i64 0, i64 0), %135 ]
  %143 = add nsw i64 %141, -1
  %144 = getelementptr inbounds i8, i8* %142, i64 1
  %145 = load i8, i8* %142, align 1, !tbaa !10
  %146 = zext i8 %145 to i32
  %147 = and i32 %140, 255
  %148 = xor i32 %147, %146
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %149
  %151 = load i32, i32* %150, align 4, !tbaa !2
  %152 = lshr i32 %140, 8
  %153 = xor i32 %151, %152
  %154 = icmp eq i64 %143, 0
  br i1 %154, label %155, label %139, !llvm.loop !13

155:                                              ; preds = %139
  %156 = xor i32 %153, -1
  %157 = add i32 %138, %156
  %158 = mul i32 %157, 31
  %159 = sub nuw nsw i64 256, %136
  %160 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %159
  br label %166

161:                                              ; preds = %166
  %162 = shl nuw i32 %176, 16
  %163 = or i32 %162, %174
  %164 = add i32 %163, %158
  %165 = mul i32 %164, 31
  br label %179

166:                                              ; preds = %155, %166
  %167 = phi i64 [ %177, %166 ], [ 0, %155 ]
  %168 = phi i32 [ %176, %166 ], [ 0, %155 ]
  %169 = phi i32 [ %174, %166 ], [ 1, %155 ]
  %170 = getelementptr inbounds i8, i8* %160, i64 %167
  %171 = load i8, i8* %170, align 1, !tbaa !10
  %172 = zext i8 %171 to i32
  %173 = add nuw nsw i32 %169, %172
  %174 = urem i32 %173, 65521
  %175 = add nuw nsw i32 %174, %168
  %176 = urem i32 %175, 65521
  %177 = add nuw nsw i64 %167, 1
  %178 = icmp eq i64 %177, %136
  br i1 %178, label %161, label %166, !llvm.loop !15

179:                                              ; preds = %161, %179
  %180 = phi i64 [ %187, %179 ], [ 0, %161 ]
  %181 = phi i32 [ %186, %179 ], [ -2128831035, %161 ]
  %182 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %180
  %183 = load i8, i8* %182, align 1, !tbaa !10
  %184 = zext i8 %183 to i32
  %185 = xor i32 %181, %184
  %186 = mul i32 %185, 16777619
  %187 = add nuw nsw i64 %180, 1
  %188 = icmp eq i64 %187, %136
  br i1 %188, label %189, label %179, !llvm.loop !16

189:                                              ; preds = %179
  %190 = add i32 %186, %165
  br label %191

191:                                              ; preds = %189, %191
  %192 = phi i64 [ %199, %191 ], [ 0, %189 ]
  %193 = phi i64 [ %198, %191 ], [ -3750763034362895579, %189 ]
  %194 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %192
  %195 = load i8, i8* %194, align 1, !tbaa !10
  %196 = zext i8 %195 to i64
  %197 = xor i64 %193, %196
  %198 = mul i64 %197, 1099511628211
  %199 = add nuw nsw i64 %192, 1
  %200 = icmp eq i64 %199, %136
  br i1 %200, label %201, label %191, !llvm.loop !17

201:                                              ; preds = %191
  %202 = mul i32 %190, 31
  %203 = trunc i64 %198 to i32
  %204 = add i32 %202, %203
  %205 = lshr i64 %198, 32
  %206 = trunc i64 %205 to i32
  %207 = add i32 %204, %206
  %208 = add nuw nsw i64 %136, 41
  %209 = icmp ult i64 %136, 216
  br i1 %209, label %135, label %133, !llvm.loop !18
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !7, !8}
!10 = !{!4, !4, i64 0}
!11 = distinct !{!11, !7, !8}
!12 = distinct !{!12, !7, !8}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !7, !8}
!17 = distinct !{!17, !7, !8}
!18 = distinct !{!18, !7, !8}
